import { PlaceholderPage } from '../PlaceholderPage';

/** `cyber-all`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
