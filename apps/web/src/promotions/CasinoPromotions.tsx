import type { ReactNode } from 'react';
import { fetchPromotions } from '../api/promotions';
import { useQuery } from '../lib/query';
import { usePage } from '../routes/handle';
import { PromotionCards } from './PromotionList';
import { usePromotionsTexts } from './texts';

/**
 * The casino's running promotions (category `casino`) on `bonus/casino`, each leading to its page under
 * `bonus/casino/promotions/{slug}`; nothing while they load or when there are none (the page has its own offers).
 */
export function CasinoPromotions({ heading }: { heading: ReactNode }) {
  usePromotionsTexts();
  const { lng } = usePage();
  const query = useQuery(
    ['promotions', 'list', lng, 'casino'],
    (signal) => fetchPromotions(lng, 'casino', signal),
    {
      handOver: true,
    },
  );
  const promotions = query.data?.promotions ?? [];
  if (promotions.length === 0) return null;
  return (
    <>
      {heading}
      <PromotionCards promotions={promotions} family="casino" headingLevel={3} />
    </>
  );
}
