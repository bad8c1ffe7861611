import { PlaceholderPage } from '../PlaceholderPage';

/** `betting-awards`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
