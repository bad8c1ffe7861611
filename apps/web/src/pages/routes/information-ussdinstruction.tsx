import { PlaceholderPage } from '../PlaceholderPage';

/** `information-ussdinstruction`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
