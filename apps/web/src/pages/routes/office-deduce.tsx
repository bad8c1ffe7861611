import { OfficePage } from '../../player/PageShell';
import { PaymentForm } from '../../player/PaymentForm';
import { PendingWithdrawals } from '../../player/PendingWithdrawals';
import { usePage } from '../../routes/handle';

/** `office/deduce`: a withdrawal through the demo gateway, and the withdrawals still waiting (cancellable). */
export default function Page() {
  const { lng } = usePage();
  return (
    <OfficePage>
      <PaymentForm direction="withdrawal" lng={lng} />
      <PendingWithdrawals />
    </OfficePage>
  );
}
