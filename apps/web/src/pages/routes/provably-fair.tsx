import { FairVerifierPage } from '../../casino/fair/FairVerifierPage';

/** `provably-fair`: how a Betline Studio round is decided, and a verifier for any round. */
export default function Page() {
  return <FairVerifierPage />;
}
