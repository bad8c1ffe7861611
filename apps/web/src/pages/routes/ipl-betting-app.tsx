import { PlaceholderPage } from '../PlaceholderPage';

/** `ipl-betting-app`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
