import { PlaceholderPage } from '../PlaceholderPage';

/** `results`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
