import { PlaceholderPage } from '../PlaceholderPage';

/** `information-amlpolicy`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
