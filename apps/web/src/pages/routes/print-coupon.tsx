import { PrintCoupon } from '../../player/history/PrintCoupon';
import { usePage } from '../../routes/handle';

/** `print-coupon/{couponId}` (digits, empty layout): the printable coupon with a Print button. */
export default function Page() {
  const { lng, params } = usePage();
  const couponId = params.couponId ?? '';
  return <PrintCoupon key={couponId} lng={lng} couponId={couponId} />;
}
