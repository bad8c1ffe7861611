import { PlaceholderPage } from '../PlaceholderPage';

/** `games-game`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
