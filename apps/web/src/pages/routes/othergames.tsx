import { PlaceholderPage } from '../PlaceholderPage';

/** `othergames`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
