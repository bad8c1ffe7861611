import { BlockPage } from '../special/BlockPage';

export default function Page() {
  return <BlockPage kind="block" />;
}
