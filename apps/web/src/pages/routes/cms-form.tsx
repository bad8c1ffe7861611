import { PlaceholderPage } from '../PlaceholderPage';

/** `cms-form`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
