import { InformationPage } from '../../information/InformationPage';

/** `information-amlkyc`: the information page `amlkyc` from the content service. */
export default function Page() {
  return <InformationPage slug="amlkyc" />;
}
