import { PlaceholderPage } from '../PlaceholderPage';

/** `scratchcards`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
