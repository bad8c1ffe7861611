import { PlaceholderPage } from '../PlaceholderPage';

/** `cricket-world-cup`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
