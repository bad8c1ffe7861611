import { OfficePage } from '../../player/PageShell';
import { SettingsPage } from '../../player/office/Settings';
import { usePage } from '../../routes/handle';

/** `office-settings`: odds format, theme, language, time zone, clock, display toggles, mailing, personal data. */
export default function Page() {
  const { lng } = usePage();
  return (
    <OfficePage>
      <SettingsPage lng={lng} />
    </OfficePage>
  );
}
