import { PromotionPage } from '../../promotions/PromotionPage';
import { usePage } from '../../routes/handle';

/** `promotion`: one promotion with its offer, who can take it and its full terms. */
export default function Page() {
  const { params } = usePage();
  return <PromotionPage family="promotions" slug={params.promotionId ?? ''} />;
}
