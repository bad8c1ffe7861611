import { PaymentResult } from '../../player/PaymentResult';
import { usePage } from '../../routes/handle';

/** `onpay-fail`: the gateway's return page for a deposit that ended "fail". */
export default function Page() {
  const { lng } = usePage();
  return <PaymentResult direction="deposit" outcome="fail" lng={lng} />;
}
