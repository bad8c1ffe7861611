import { ProvidersPage } from '../../casino/lobby/ProvidersPage';

/** `casino-brand`: the game studios and their games. */
export default function Page() {
  return <ProvidersPage />;
}
