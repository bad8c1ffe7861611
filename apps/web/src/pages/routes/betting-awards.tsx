import { InformationPage } from '../../information/InformationPage';

/** `betting-awards`: the content service's page `betting-awards`: the monthly betting awards and their rules. */
export default function Page() {
  return <InformationPage slug="betting-awards" />;
}
