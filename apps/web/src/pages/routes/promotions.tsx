import { PlaceholderPage } from '../PlaceholderPage';

/** `promotions`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
