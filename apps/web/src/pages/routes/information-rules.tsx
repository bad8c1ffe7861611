import { RulesPage } from '../../information/RulesPage';

/** `information-rules`: the rule book, `information/rules/{group}/{chapter?}`. */
export default function Page() {
  return <RulesPage />;
}
