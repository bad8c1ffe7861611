import { PlaceholderPage } from '../PlaceholderPage';

/** `bonus-offer-partner`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
