import { TotoPage } from '../../toto/TotoPage';

/** `toto/{draw|next|coupons|draws|nonimees}` (ROUTE-020): the weekly toto. */
export default function Page() {
  return <TotoPage />;
}
