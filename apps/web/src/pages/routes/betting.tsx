import { BoardPage } from '../../sportsbook/board/BoardPage';

/** `betting`: the line and live boards (`{section}/{kind?}/{sport?}/{champ?}`). */
export default function Page() {
  return <BoardPage />;
}
