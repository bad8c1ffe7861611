import { InformationPage } from '../../information/InformationPage';

/** `information-smsbets`: the content service's page `smsbets`: betting by SMS. */
export default function Page() {
  return <InformationPage slug="smsbets" />;
}
