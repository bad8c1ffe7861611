import { PlaceholderPage } from '../PlaceholderPage';

/** `cms-landing`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
