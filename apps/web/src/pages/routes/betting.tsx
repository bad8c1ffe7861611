import { PlaceholderPage } from '../PlaceholderPage';

/** `betting`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
