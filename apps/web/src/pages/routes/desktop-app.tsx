import { PlaceholderPage } from '../PlaceholderPage';

/** `desktop-app`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
