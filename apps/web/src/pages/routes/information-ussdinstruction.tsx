import { InformationPage } from '../../information/InformationPage';

/** `information-ussdinstruction`: the content service's page `ussdinstruction`: betting by USSD. */
export default function Page() {
  return <InformationPage slug="ussdinstruction" />;
}
