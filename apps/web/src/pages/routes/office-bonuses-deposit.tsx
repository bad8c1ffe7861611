import { PlaceholderPage } from '../PlaceholderPage';

/** `office-bonuses-deposit`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
