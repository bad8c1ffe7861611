import { PlaceholderPage } from '../PlaceholderPage';

/** `information-disputeresolution`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
