import { PaymentResult } from '../../player/PaymentResult';
import { usePage } from '../../routes/handle';

/** `onpay-cancel`: the gateway's return page for a deposit that ended "cancel". */
export default function Page() {
  const { lng } = usePage();
  return <PaymentResult direction="deposit" outcome="cancel" lng={lng} />;
}
