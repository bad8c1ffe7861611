import { PlaceholderPage } from '../PlaceholderPage';

/** `bonuses-partner`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
