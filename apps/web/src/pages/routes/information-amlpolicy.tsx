import { InformationPage } from '../../information/InformationPage';

/** `information-amlpolicy`: the information page `amlpolicy` from the content service. */
export default function Page() {
  return <InformationPage slug="amlpolicy" />;
}
