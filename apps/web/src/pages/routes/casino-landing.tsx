import { CasinoLanding } from '../../casino/lobby/CasinoLanding';

/** `casino-landing`: a headless casino landing with the welcome offer. */
export default function Page() {
  return <CasinoLanding />;
}
