import { ProvidersPage } from '../../casino/lobby/ProvidersPage';

/** `providers`: the game studios and their games. */
export default function Page() {
  return <ProvidersPage />;
}
