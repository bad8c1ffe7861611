import { PlaceholderPage } from '../PlaceholderPage';

/** `fishinghunting`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
