import { PlaceholderPage } from '../PlaceholderPage';

/** `thank-you`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
