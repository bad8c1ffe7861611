import { EsportsPage } from '../../sportsbook/esports/EsportsPage';

/** `esports-champ`: the esports section (real, virtual, live now, disciplines, championships). */
export default function Page() {
  return <EsportsPage />;
}
