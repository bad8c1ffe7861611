import { PlaceholderPage } from '../PlaceholderPage';

/** `champs`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
