import { useSearchParams } from 'react-router-dom';
import { PromotionList } from '../../promotions/PromotionList';
import { categoryOf } from './promotions';

/** `promo` (ROUTE-043): the running promotions, as on `promotions`. */
export default function Page() {
  const [search] = useSearchParams();
  return <PromotionList family="promotions" category={categoryOf(search.get('category'))} />;
}
