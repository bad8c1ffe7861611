import { PlaceholderPage } from '../PlaceholderPage';

/** `promo-codes`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
