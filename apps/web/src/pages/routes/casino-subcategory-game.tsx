import { PlaceholderPage } from '../PlaceholderPage';

/** `casino-subcategory-game`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
