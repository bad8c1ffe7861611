import { CmsLanding } from '../../promotions/CmsLanding';
import { usePage } from '../../routes/handle';

/** `cms-landing` (ROUTE-050): a promotion's CMS landing form. */
export default function Page() {
  const { params } = usePage();
  return <CmsLanding slug={params.slug ?? ''} compact={false} />;
}
