import { PlaceholderPage } from '../PlaceholderPage';

/** `office-payment-create-request-transactions`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
