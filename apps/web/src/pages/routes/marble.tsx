import { PlaceholderPage } from '../PlaceholderPage';

/** `marble`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
