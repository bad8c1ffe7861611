import { BonusCounts } from '../../promotions/BonusCounts';

/** `bonuses-offers-games` (ROUTE-048): what counts towards the offers' bonuses. */
export default function Page() {
  return <BonusCounts family="offers" />;
}
