import { OfficePage } from '../../player/PageShell';
import { PromoCodePage } from '../../promotions/PromoCodePage';
import { usePage } from '../../routes/handle';

/** `office/promotion` (`promo_check`): check and use a promo code. */
export default function Page() {
  const { lng } = usePage();
  return (
    <OfficePage>
      <PromoCodePage lng={lng} />
    </OfficePage>
  );
}
