import { PlaceholderPage } from '../PlaceholderPage';

/** `office-recharge`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
