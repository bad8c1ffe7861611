import { PlaceholderPage } from '../PlaceholderPage';

/** `information-contacts`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
