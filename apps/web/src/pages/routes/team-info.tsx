import { TeamPage } from '../../sportsbook/stats/TeamPage';

/** `team/line/{team}`: a team's form, next games and results. */
export default function Page() {
  return <TeamPage />;
}
