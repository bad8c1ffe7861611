import { PlaceholderPage } from '../PlaceholderPage';

/** `download-app`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
