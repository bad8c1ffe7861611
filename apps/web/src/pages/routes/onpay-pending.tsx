import { PlaceholderPage } from '../PlaceholderPage';

/** `onpay-pending`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
