import { ConvertAccountPage } from '../../player/ConvertAccountPage';

/** `convert-account` (ACC-020..024): the player's kuna accounts converted into euros at the fixed rate. */
export default function Page() {
  return <ConvertAccountPage />;
}
