import { BonusesPage } from '../../casino/lobby/BonusesPage';

/** `bonus/casino`: the casino's welcome bonus and tournaments. */
export default function Page() {
  return <BonusesPage />;
}
