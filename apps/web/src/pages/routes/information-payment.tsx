import { PlaceholderPage } from '../PlaceholderPage';

/** `information-payment`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
