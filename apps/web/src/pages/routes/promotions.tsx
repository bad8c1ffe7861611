import { useSearchParams } from 'react-router-dom';
import { PROMOTION_CATEGORIES } from '@betline/core';
import type { PromotionCategory } from '@betline/contracts';
import { PromotionList } from '../../promotions/PromotionList';

/** `?category=` of the address when it is one of the seed's categories (ROUTE-052), else every category. */
export function categoryOf(value: string | null | undefined): PromotionCategory | undefined {
  return PROMOTION_CATEGORIES.find((category) => category === value);
}

/** `promotions`: the running promotions (`?category=casino`: of one category). */
export default function Page() {
  const [search] = useSearchParams();
  return <PromotionList family="promotions" category={categoryOf(search.get('category'))} />;
}
