import { PlaceholderPage } from '../PlaceholderPage';

/** `information-amlkyc`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
