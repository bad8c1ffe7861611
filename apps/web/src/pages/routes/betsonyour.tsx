import { BetsOnYourTermsPage } from '../../builder/BuilderPages';

/** `betsonyour`: bets on your terms, the matches open for them and how they work. */
export default function Page() {
  return <BetsOnYourTermsPage />;
}
