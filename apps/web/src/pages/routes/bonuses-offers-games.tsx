import { PlaceholderPage } from '../PlaceholderPage';

/** `bonuses-offers-games`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
