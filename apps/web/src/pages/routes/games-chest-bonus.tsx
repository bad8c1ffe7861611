import { PlaceholderPage } from '../PlaceholderPage';

/** `games-chest-bonus`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
