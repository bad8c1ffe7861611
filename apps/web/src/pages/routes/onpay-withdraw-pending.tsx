import { PaymentResult } from '../../player/PaymentResult';
import { usePage } from '../../routes/handle';

/** `onpay-withdraw-pending`: the gateway's return page for a withdrawal that ended "pending". */
export default function Page() {
  const { lng } = usePage();
  return <PaymentResult direction="withdrawal" outcome="pending" lng={lng} />;
}
