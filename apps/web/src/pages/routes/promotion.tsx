import { PlaceholderPage } from '../PlaceholderPage';

/** `promotion`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
