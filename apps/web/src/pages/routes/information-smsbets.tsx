import { PlaceholderPage } from '../PlaceholderPage';

/** `information-smsbets`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
