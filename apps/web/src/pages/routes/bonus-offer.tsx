import { PromotionPage } from '../../promotions/PromotionPage';
import { usePage } from '../../routes/handle';

/** `bonus-offer`: one promotion with its offer, who can take it and its full terms. */
export default function Page() {
  const { params } = usePage();
  return <PromotionPage family="offers" slug={params.id ?? ''} />;
}
