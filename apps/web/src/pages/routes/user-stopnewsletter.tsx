import { PlaceholderPage } from '../PlaceholderPage';

/** `user-stopnewsletter`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
