import { PlaceholderPage } from '../PlaceholderPage';

/** `statistic`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
