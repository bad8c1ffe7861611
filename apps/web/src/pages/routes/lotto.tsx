import { PlaceholderPage } from '../PlaceholderPage';

/** `lotto`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
