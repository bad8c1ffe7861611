import { PlaceholderPage } from '../PlaceholderPage';

/** `team`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
