import { PromotionPage } from '../../promotions/PromotionPage';
import { usePage } from '../../routes/handle';

/** `bonus/casino/promotions/{id}` (CASINO-003): one casino promotion with its offer, who can take it and its terms. */
export default function Page() {
  const { params } = usePage();
  return <PromotionPage family="casino" slug={params.id ?? ''} />;
}
