import { PlaceholderPage } from '../PlaceholderPage';

/** `information-rules`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
