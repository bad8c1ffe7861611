import { InformationPage } from '../../information/InformationPage';

/** `information-simpleidentification`: the content service's page `simpleidentification`: simple identification. */
export default function Page() {
  return <InformationPage slug="simpleidentification" />;
}
