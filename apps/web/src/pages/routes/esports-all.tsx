import { PlaceholderPage } from '../PlaceholderPage';

/** `esports-all`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
