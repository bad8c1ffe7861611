import { PlaceholderPage } from '../PlaceholderPage';

/** `partners`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
