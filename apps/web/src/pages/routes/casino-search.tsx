import { PlaceholderPage } from '../PlaceholderPage';

/** `casino-search`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
