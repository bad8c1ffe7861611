import { InformationIndex } from '../../information/InformationIndex';

/** `information`: the index of the information pages and the rule book. */
export default function Page() {
  return <InformationIndex />;
}
