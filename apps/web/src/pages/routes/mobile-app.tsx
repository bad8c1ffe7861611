import { PlaceholderPage } from '../PlaceholderPage';

/** `mobile-app`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
