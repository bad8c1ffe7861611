import { PlaceholderPage } from '../PlaceholderPage';

/** `print-coupon`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
