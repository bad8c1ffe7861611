import { OfficePage } from '../../player/PageShell';
import { CashbackPage } from '../../promotions/CashbackPage';
import { usePage } from '../../routes/handle';

/** `office-rewards` (ACC-027): cashback, the points kind, with this week so far and the past weeks. */
export default function Page() {
  const { lng } = usePage();
  return (
    <OfficePage>
      <CashbackPage view="points" lng={lng} />
    </OfficePage>
  );
}
