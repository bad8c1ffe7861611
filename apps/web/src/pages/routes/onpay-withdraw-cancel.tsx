import { PlaceholderPage } from '../PlaceholderPage';

/** `onpay-withdraw-cancel`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
