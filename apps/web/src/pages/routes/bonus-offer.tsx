import { PlaceholderPage } from '../PlaceholderPage';

/** `bonus-offer`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
