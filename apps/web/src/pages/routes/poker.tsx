import { PlaceholderPage } from '../PlaceholderPage';

/** `poker`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
