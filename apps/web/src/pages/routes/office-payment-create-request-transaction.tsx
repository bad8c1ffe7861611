import { PlaceholderPage } from '../PlaceholderPage';

/** `office-payment-create-request-transaction`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
