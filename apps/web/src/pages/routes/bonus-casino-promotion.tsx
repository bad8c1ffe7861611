import { PlaceholderPage } from '../PlaceholderPage';

/** `bonus-casino-promotion`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
