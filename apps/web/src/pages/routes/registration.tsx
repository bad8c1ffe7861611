import { PlaceholderPage } from '../PlaceholderPage';

/** `registration`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
