import { PlaceholderPage } from '../PlaceholderPage';

/** `ourpartners`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
