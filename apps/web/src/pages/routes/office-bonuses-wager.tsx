import { PlaceholderPage } from '../PlaceholderPage';

/** `office-bonuses-wager`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
