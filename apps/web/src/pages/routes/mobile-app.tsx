import { InformationPage } from '../../information/InformationPage';
import { InstallApp } from '../../information/InstallApp';

/** `mobile-app`: the content service's page `mobile-app` (features, requirements, installing), with the install button where the browser can install the site. */
export default function Page() {
  return <InformationPage slug="mobile-app" actions={<InstallApp />} />;
}
