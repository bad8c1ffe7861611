import { TournamentsPage } from '../../casino/lobby/TournamentsPage';

/** `tournament`: casino tournaments with their leaderboards. */
export default function Page() {
  return <TournamentsPage />;
}
