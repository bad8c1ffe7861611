import { PlaceholderPage } from '../PlaceholderPage';

/** `office-payment-create-request-topic`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
