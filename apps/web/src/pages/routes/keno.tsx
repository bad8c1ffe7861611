import { PlaceholderPage } from '../PlaceholderPage';

/** `keno`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
