import { PlaceholderPage } from '../PlaceholderPage';

/** `user-accountverify`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
