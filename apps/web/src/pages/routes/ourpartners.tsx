import { InformationPage } from '../../information/InformationPage';

/** `ourpartners`: the content service's page `partners`: the affiliate programme (its sections are parts of the one page). */
export default function Page() {
  return <InformationPage slug="partners" />;
}
