import { PlaceholderPage } from '../PlaceholderPage';

/** `onpay-success`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
