import { PlaceholderPage } from '../PlaceholderPage';

/** `casino-landing`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
