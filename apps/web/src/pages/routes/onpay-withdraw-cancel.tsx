import { PaymentResult } from '../../player/PaymentResult';
import { usePage } from '../../routes/handle';

/** `onpay-withdraw-cancel`: the gateway's return page for a withdrawal that ended "cancel". */
export default function Page() {
  const { lng } = usePage();
  return <PaymentResult direction="withdrawal" outcome="cancel" lng={lng} />;
}
