import { lazy, Suspense } from 'react';
import { OfficePage } from '../../player/PageShell';
import { SettingsPage } from '../../player/office/Settings';
import { usePage } from '../../routes/handle';

// The sportsbook favourites block is a chunk of its own: the settings answer before it is in.
const FavouritesView = lazy(() =>
  import('../../sportsbook/favourites/FavouritesView').then((module) => ({ default: module.FavouritesView })),
);

/**
 * `office-settings`: odds format, theme, language, time zone, clock, display toggles, the sportsbook favourites
 * (starred games, championships and teams, and their notices), mailing, personal data.
 */
export default function Page() {
  const { lng } = usePage();
  return (
    <OfficePage>
      <SettingsPage lng={lng} />
      <Suspense fallback={null}>
        <FavouritesView lng={lng} />
      </Suspense>
    </OfficePage>
  );
}
