import { CataloguePage } from '../../casino/lobby/CataloguePage';

/** `casino-lobby`: the casino catalogue (casino/model.ts `listingOf` says what it lists). */
export default function Page() {
  return <CataloguePage />;
}
