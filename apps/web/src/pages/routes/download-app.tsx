import { InformationPage } from '../../information/InformationPage';
import { InstallApp } from '../../information/InstallApp';

/** `download-app`: the content service's page `download-app` (features, requirements, installing), with the install button where the browser can install the site. */
export default function Page() {
  return <InformationPage slug="download-app" actions={<InstallApp />} />;
}
