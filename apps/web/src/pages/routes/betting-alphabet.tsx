import { PlaceholderPage } from '../PlaceholderPage';

/** `betting-alphabet`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
