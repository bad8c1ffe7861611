import { TournamentsPage } from '../../casino/lobby/TournamentsPage';

/** `bonus-casino-tournaments`: casino tournaments with their leaderboards. */
export default function Page() {
  return <TournamentsPage />;
}
