import { PlaceholderPage } from '../PlaceholderPage';

/** `onpay-withdraw-success`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
