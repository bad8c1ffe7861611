import { PlaceholderPage } from '../PlaceholderPage';

/** `oldbrowser`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
