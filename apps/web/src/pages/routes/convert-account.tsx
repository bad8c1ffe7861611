import { PlaceholderPage } from '../PlaceholderPage';

/** `convert-account`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
