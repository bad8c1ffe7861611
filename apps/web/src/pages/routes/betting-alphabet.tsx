import { InformationPage } from '../../information/InformationPage';

/** `betting-alphabet`: the content service's page `betting-alphabet`: the glossary of betting terms, A to Z, each letter an anchor. */
export default function Page() {
  return <InformationPage slug="betting-alphabet" />;
}
