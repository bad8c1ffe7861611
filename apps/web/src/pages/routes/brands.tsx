import { PlaceholderPage } from '../PlaceholderPage';

/** `brands`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
