import { PlaceholderPage } from '../PlaceholderPage';

/** `top-events-home`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
