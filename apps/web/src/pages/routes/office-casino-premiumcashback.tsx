import { PlaceholderPage } from '../PlaceholderPage';

/** `office-casino-premiumcashback`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
