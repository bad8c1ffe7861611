import { OfficePage } from '../../player/PageShell';
import { CashbackPage } from '../../promotions/CashbackPage';
import { usePage } from '../../routes/handle';

/** `office-casino-vipcashback` (ACC-027): cashback, the percent kind, with this week so far and the past weeks. */
export default function Page() {
  const { lng } = usePage();
  return (
    <OfficePage>
      <CashbackPage view="percent" lng={lng} />
    </OfficePage>
  );
}
