import { PlaceholderPage } from '../PlaceholderPage';

/** `provider`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
