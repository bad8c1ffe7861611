import { PlaceholderPage } from '../PlaceholderPage';

/** `asian-showcase`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
