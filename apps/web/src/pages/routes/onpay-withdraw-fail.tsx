import { PlaceholderPage } from '../PlaceholderPage';

/** `onpay-withdraw-fail`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
