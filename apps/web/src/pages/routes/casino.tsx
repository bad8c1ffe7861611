import { PlaceholderPage } from '../PlaceholderPage';

/** `casino`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
