import { PlaceholderPage } from '../PlaceholderPage';

/** `debugger`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
