import { PlaceholderPage } from '../PlaceholderPage';

/** `office-bringfriend`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
