import { CasinoLanding } from '../../casino/lobby/CasinoLanding';

/** `first-bonus`: a headless casino landing with the welcome offer. */
export default function Page() {
  return <CasinoLanding />;
}
