import { PlaceholderPage } from '../PlaceholderPage';

/** `information-betting-calculator`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
