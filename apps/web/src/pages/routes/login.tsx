import { PlaceholderPage } from '../PlaceholderPage';

/** `login`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
