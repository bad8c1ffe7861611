import { PlaceholderPage } from '../PlaceholderPage';

/** `toto`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
