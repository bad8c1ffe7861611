import { PlaceholderPage } from '../PlaceholderPage';

/** `slots-vulkan`: its content is built by a later release. */
export default function Page() {
  return <PlaceholderPage />;
}
