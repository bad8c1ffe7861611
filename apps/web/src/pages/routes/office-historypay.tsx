import { OfficePage } from '../../player/PageShell';
import { PaymentsHistory } from '../../player/office/PaymentsHistory';
import { usePage } from '../../routes/handle';

/** `office-historypay`: deposits and withdrawals with filters, pages, CSV export and cancelling a withdrawal. */
export default function Page() {
  const { lng } = usePage();
  return (
    <OfficePage>
      <PaymentsHistory lng={lng} />
    </OfficePage>
  );
}
