import { EsportsPage } from '../../sportsbook/esports/EsportsPage';

/** `esports-all`: the esports section (real, virtual, live now, disciplines, championships). */
export default function Page() {
  return <EsportsPage />;
}
