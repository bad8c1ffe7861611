import { PromotionList } from '../../promotions/PromotionList';
import { usePage } from '../../routes/handle';
import { categoryOf } from './promotions';

/** `bonuses/category/{category}` (ROUTE-052): the bonuses of one category. */
export default function Page() {
  const { params } = usePage();
  return <PromotionList family="bonuses" category={categoryOf(params.category)} />;
}
