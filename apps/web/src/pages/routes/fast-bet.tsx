import { PlaceholderPage } from '../PlaceholderPage';

/** `fast-bet`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
