import { PaymentResult } from '../../player/PaymentResult';
import { usePage } from '../../routes/handle';

/** `onpay-withdraw-success`: the gateway's return page for a withdrawal that ended "success". */
export default function Page() {
  const { lng } = usePage();
  return <PaymentResult direction="withdrawal" outcome="success" lng={lng} />;
}
