import { InformationPage } from '../../information/InformationPage';

/** `information-cash-terminals`: the content service's page `cash_terminals`: paying in at cash terminals. */
export default function Page() {
  return <InformationPage slug="cash_terminals" />;
}
