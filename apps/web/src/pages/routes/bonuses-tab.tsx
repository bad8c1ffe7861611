import { BonusCounts } from '../../promotions/BonusCounts';
import { PromotionList } from '../../promotions/PromotionList';
import { usePage } from '../../routes/handle';

/** `bonuses/rules` and `bonuses/games` (ROUTE-047): the bonuses with their rules, or what counts towards them. */
export default function Page() {
  const { params } = usePage();
  return params.tab === 'games' ? (
    <BonusCounts family="bonuses" />
  ) : (
    <PromotionList family="bonuses" category={undefined} />
  );
}
