import { PlaceholderPage } from '../PlaceholderPage';

/** `games-safe-bonus`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
