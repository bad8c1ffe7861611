import { LottoPage } from '../../lotto/LottoPage';

/** `lotto/{catalog|results|view}/{lottery}` (ROUTE-021): fixed-odds lotteries drawn on the clock. */
export default function Page() {
  return <LottoPage />;
}
