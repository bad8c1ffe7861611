import { PlaceholderPage } from '../PlaceholderPage';

/** `esports-type`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
