import { InformationPage } from '../../information/InformationPage';
import { InstallApp } from '../../information/InstallApp';

/** `ipl-betting-app`: the content service's page `ipl-betting-app` (features, requirements, installing), with the install button where the browser can install the site. */
export default function Page() {
  return <InformationPage slug="ipl-betting-app" actions={<InstallApp />} />;
}
