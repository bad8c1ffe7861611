import { InformationPage } from '../../information/InformationPage';

/** `information-payment`: the information page `payment` from the content service. */
export default function Page() {
  return <InformationPage slug="payment" />;
}
