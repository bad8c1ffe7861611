import { InformationPage } from '../../information/InformationPage';

/** `points`: the content service's page `points`: how loyalty points are earned and used. */
export default function Page() {
  return <InformationPage slug="points" />;
}
