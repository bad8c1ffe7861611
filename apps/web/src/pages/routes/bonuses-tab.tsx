import { PlaceholderPage } from '../PlaceholderPage';

/** `bonuses-tab`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
