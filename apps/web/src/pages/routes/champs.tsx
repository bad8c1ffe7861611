import { usePage } from '../../routes/handle';
import { ChampPage } from '../../sportsbook/stats/ChampPage';
import { ChampsIndex } from '../../sportsbook/stats/ChampsIndex';

/** `champs/{champId?}`: championship results: the championships of a sport, or one with its table and results. */
export default function Page() {
  const { params } = usePage();
  return params.champId === undefined ? <ChampsIndex /> : <ChampPage />;
}
