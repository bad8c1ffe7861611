import { ProvidersPage } from '../../casino/lobby/ProvidersPage';

/** `brands`: the game studios and their games. */
export default function Page() {
  return <ProvidersPage />;
}
