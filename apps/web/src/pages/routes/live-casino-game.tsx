import { PlaceholderPage } from '../PlaceholderPage';

/** `live-casino-game`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
