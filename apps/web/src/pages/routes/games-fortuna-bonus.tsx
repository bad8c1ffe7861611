import { PlaceholderPage } from '../PlaceholderPage';

/** `games-fortuna-bonus`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
