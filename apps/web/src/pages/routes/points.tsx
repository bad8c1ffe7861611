import { PlaceholderPage } from '../PlaceholderPage';

/** `points`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
