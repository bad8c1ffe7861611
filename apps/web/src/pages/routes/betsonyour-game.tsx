import { BuilderGamePage } from '../../builder/BuilderPages';

/** `betsonyour-game`: a match's markets to pick from, and one bet on the picks together. */
export default function Page() {
  return <BuilderGamePage />;
}
