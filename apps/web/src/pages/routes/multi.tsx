import { MultiPage } from '../../sportsbook/board/MultiPage';

/** `multi`: several live games side by side. */
export default function Page() {
  return <MultiPage />;
}
