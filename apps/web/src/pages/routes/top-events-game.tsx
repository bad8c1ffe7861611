import { PlaceholderPage } from '../PlaceholderPage';

/** `top-events-game`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
