import { PaymentResult } from '../../player/PaymentResult';
import { usePage } from '../../routes/handle';

/** `onpay-withdraw-fail`: the gateway's return page for a withdrawal that ended "fail". */
export default function Page() {
  const { lng } = usePage();
  return <PaymentResult direction="withdrawal" outcome="fail" lng={lng} />;
}
