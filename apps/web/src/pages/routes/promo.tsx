import { PlaceholderPage } from '../PlaceholderPage';

/** `promo`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
