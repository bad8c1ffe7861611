import { CasinoLanding } from '../../casino/lobby/CasinoLanding';

/** `landing-page`: a headless casino landing with the welcome offer. */
export default function Page() {
  return <CasinoLanding />;
}
