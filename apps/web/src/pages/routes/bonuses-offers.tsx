import { PlaceholderPage } from '../PlaceholderPage';

/** `bonuses-offers`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
