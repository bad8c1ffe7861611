import { PlaceholderPage } from '../PlaceholderPage';

/** `betsonyour`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
