import { PlaceholderPage } from '../PlaceholderPage';

/** `games-lottery-bonus`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
