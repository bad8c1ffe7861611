import { PlaceholderPage } from '../PlaceholderPage';

/** `tournament`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
