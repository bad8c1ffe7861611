import { PlaceholderPage } from '../PlaceholderPage';

/** `team-info`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
