import { MarblePage } from '../../races/RacesPages';

/** `live/marble` (ROUTE-011, ROUTE-012: live only): the marble races, live every three minutes. */
export default function Page() {
  return <MarblePage />;
}
