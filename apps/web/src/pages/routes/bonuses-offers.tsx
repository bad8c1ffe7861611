import { useSearchParams } from 'react-router-dom';
import { PromotionList } from '../../promotions/PromotionList';
import { categoryOf } from './promotions';

/** `bonuses-offers` (ROUTE-048, with `promoBonusToOffer` on): the offers and their rules. */
export default function Page() {
  const [search] = useSearchParams();
  return <PromotionList family="offers" category={categoryOf(search.get('category'))} />;
}
