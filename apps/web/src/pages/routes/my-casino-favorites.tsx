import { PlaceholderPage } from '../PlaceholderPage';

/** `my-casino-favorites`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
