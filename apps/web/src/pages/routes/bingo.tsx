import { PlaceholderPage } from '../PlaceholderPage';

/** `bingo`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
