import { PlaceholderPage } from '../PlaceholderPage';

/** `multi`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
