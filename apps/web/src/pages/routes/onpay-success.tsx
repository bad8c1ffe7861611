import { PaymentResult } from '../../player/PaymentResult';
import { usePage } from '../../routes/handle';

/** `onpay-success`: the gateway's return page for a deposit that ended "success". */
export default function Page() {
  const { lng } = usePage();
  return <PaymentResult direction="deposit" outcome="success" lng={lng} />;
}
