import { PlaceholderPage } from '../PlaceholderPage';

/** `office-share-idea`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
