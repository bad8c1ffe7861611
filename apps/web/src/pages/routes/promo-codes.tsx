import { PromoCodeShowcase } from '../../promotions/PromoCodeShowcase';

/** `promo-codes` (ROUTE-043): the promo-code showcase. */
export default function Page() {
  return <PromoCodeShowcase />;
}
