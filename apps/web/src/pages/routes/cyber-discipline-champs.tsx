import { PlaceholderPage } from '../PlaceholderPage';

/** `cyber-discipline-champs`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
