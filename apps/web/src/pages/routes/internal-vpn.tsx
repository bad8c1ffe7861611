import { InternalVpnPage } from '../../devtools/DevtoolsPages';

/** `internal-vpn` (outside production only, ROUTE-044): the network as the server sees it. */
export default function Page() {
  return <InternalVpnPage />;
}
