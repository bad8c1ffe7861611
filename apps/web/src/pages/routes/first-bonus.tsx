import { PlaceholderPage } from '../PlaceholderPage';

/** `first-bonus`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
