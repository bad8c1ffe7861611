import { InformationPage } from '../../information/InformationPage';

/** `information-licenses`: the information page `licenses` from the content service. */
export default function Page() {
  return <InformationPage slug="licenses" />;
}
