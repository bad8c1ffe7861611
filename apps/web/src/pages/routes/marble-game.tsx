import { MarbleRacePage } from '../../races/RacesPages';

/** `live/marble/{sport}/{champ}/{raceId}`: one marble race with its replay and finishing order. */
export default function Page() {
  return <MarbleRacePage />;
}
