import { InformationPage } from '../../information/InformationPage';

/** `information-taxation`: the information page `taxation` from the content service. */
export default function Page() {
  return <InformationPage slug="taxation" />;
}
