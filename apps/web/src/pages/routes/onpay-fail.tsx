import { PlaceholderPage } from '../PlaceholderPage';

/** `onpay-fail`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
