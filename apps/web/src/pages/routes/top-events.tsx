import { PlaceholderPage } from '../PlaceholderPage';

/** `top-events`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
