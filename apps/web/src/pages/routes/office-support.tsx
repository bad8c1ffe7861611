import { PlaceholderPage } from '../PlaceholderPage';

/** `office-support`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
