import { PlaceholderPage } from '../PlaceholderPage';

/** `blog`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
