import { EsportsPage } from '../../sportsbook/esports/EsportsPage';

/** `cyber-discipline`: the esports section (real, virtual, live now, disciplines, championships). */
export default function Page() {
  return <EsportsPage />;
}
