import { PlaceholderPage } from '../PlaceholderPage';

/** `esports-champ`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
