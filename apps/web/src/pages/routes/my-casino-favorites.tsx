import { MyCasinoPage } from '../../casino/lobby/MyCasinoPage';

/** `my-casino-favorites`: the player's favourite and recently played games. */
export default function Page() {
  return <MyCasinoPage />;
}
