import { PlaceholderPage } from '../PlaceholderPage';

/** `news`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
