import { PlaceholderPage } from '../PlaceholderPage';

/** `providers`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
