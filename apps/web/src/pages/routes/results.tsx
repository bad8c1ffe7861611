import { ResultsPage } from '../../sportsbook/board/ResultsPage';

/** `results/{type?}`: finished games by day, type and sport. */
export default function Page() {
  return <ResultsPage />;
}
