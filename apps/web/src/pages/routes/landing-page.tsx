import { PlaceholderPage } from '../PlaceholderPage';

/** `landing-page`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
