import { OfficePage } from '../../player/PageShell';
import { PaymentForm } from '../../player/PaymentForm';
import { usePage } from '../../routes/handle';

/** `office/recharge`: a deposit through the demo gateway (deposit limits and exclusions decided by the server). */
export default function Page() {
  const { lng } = usePage();
  return (
    <OfficePage>
      <PaymentForm direction="deposit" lng={lng} />
    </OfficePage>
  );
}
