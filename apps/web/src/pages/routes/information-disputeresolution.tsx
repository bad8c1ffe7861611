import { InformationPage } from '../../information/InformationPage';

/** `information-disputeresolution`: the information page `disputeresolution` from the content service. */
export default function Page() {
  return <InformationPage slug="disputeresolution" />;
}
