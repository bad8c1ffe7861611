import { InformationPage } from '../../information/InformationPage';

/** `information-kycpolicy`: the information page `kycpolicy` from the content service. */
export default function Page() {
  return <InformationPage slug="kycpolicy" />;
}
