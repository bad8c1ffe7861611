import { PlaceholderPage } from '../PlaceholderPage';

/** `tvgames`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
