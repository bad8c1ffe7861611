import { PlaceholderPage } from '../PlaceholderPage';

/** `office-responsible`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
