import { PlaceholderPage } from '../PlaceholderPage';

/** `esports-discipline-champs`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
