import { SearchPage } from '../../casino/lobby/SearchPage';

/** `casino-search`: the catalogue searched by name. */
export default function Page() {
  return <SearchPage />;
}
