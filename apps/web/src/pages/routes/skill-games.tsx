import { PlaceholderPage } from '../PlaceholderPage';

/** `skill-games`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
