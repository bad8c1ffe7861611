import { InformationPage } from '../../information/InformationPage';
import { InstallApp } from '../../information/InstallApp';

/** `desktop-app`: the content service's page `desktop-app` (features, requirements, installing), with the install button where the browser can install the site. */
export default function Page() {
  return <InformationPage slug="desktop-app" actions={<InstallApp />} />;
}
