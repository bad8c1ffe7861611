import { PlaceholderPage } from '../PlaceholderPage';

/** `fast-games`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
