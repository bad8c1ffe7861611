import { PromotionPage } from '../../promotions/PromotionPage';
import { usePage } from '../../routes/handle';

/** `bonus/casino/{id}` (CASINO-003): one casino offer by its number, the same page as its promotion's. */
export default function Page() {
  const { params } = usePage();
  return <PromotionPage family="casino" slug={params.id ?? ''} />;
}
