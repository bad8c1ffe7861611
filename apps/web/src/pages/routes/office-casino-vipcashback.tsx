import { PlaceholderPage } from '../PlaceholderPage';

/** `office-casino-vipcashback`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
