import { PaymentResult } from '../../player/PaymentResult';
import { usePage } from '../../routes/handle';

/** `onpay-pending`: the gateway's return page for a deposit that ended "pending". */
export default function Page() {
  const { lng } = usePage();
  return <PaymentResult direction="deposit" outcome="pending" lng={lng} />;
}
