import { TournamentsPage } from '../../casino/lobby/TournamentsPage';

/** `promotions/tournaments` (ROUTE-052 "tournaments"): the running tournaments with their leaderboards. */
export default function Page() {
  return <TournamentsPage />;
}
