import { CasinoGamePage } from '../../casino/game/CasinoGamePage';

/** `slots-game`: a casino game, for money or for fun. */
export default function Page() {
  return <CasinoGamePage />;
}
