import { PlaceholderPage } from '../PlaceholderPage';

/** `information-cash-terminals`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
