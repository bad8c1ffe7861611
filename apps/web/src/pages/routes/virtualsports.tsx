import { PlaceholderPage } from '../PlaceholderPage';

/** `virtualsports`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
