import { PlaceholderPage } from '../PlaceholderPage';

/** `marble-game`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
