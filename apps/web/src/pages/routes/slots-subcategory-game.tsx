import { PlaceholderPage } from '../PlaceholderPage';

/** `slots-subcategory-game`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
