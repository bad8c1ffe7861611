import { InformationPage } from '../../information/InformationPage';

/** `partners`: the content service's page `partners`: the affiliate programme. */
export default function Page() {
  return <InformationPage slug="partners" />;
}
