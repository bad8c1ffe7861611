import { PlaceholderPage } from '../PlaceholderPage';

/** `statisticpopup`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
