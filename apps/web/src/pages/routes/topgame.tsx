import { PlaceholderPage } from '../PlaceholderPage';

/** `topgame`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
