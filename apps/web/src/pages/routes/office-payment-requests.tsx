import { PlaceholderPage } from '../PlaceholderPage';

/** `office-payment-requests`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
