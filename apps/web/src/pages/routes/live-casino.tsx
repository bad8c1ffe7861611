import { PlaceholderPage } from '../PlaceholderPage';

/** `live-casino`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
