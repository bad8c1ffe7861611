import { PlaceholderPage } from '../PlaceholderPage';

/** `internal-vpn`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
