import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { IconButton, StarIcon } from '@betline/ui';
import { useStores } from '../../stores';
import type { FavouriteStarProps } from './FavouriteStar';
import { favouriteKey, sportFavouritesOf } from './state';
import { useFavouritesTexts } from './texts';

/** The star itself (its own chunk, loaded once the page is live): see `FavouriteStar`. */
export function Star({ kind, id, name }: FavouriteStarProps) {
  useFavouritesTexts();
  const { t } = useTranslation('favourites');
  const stores = useStores();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { userId } = useSnapshot(stores.user);
  const { keys } = useSnapshot(sportFavouritesOf(stores));
  const pressed = userId !== null && keys.includes(favouriteKey(kind, id));
  return (
    <IconButton
      size="md"
      aria-pressed={pressed}
      label={t(pressed ? 'star.remove' : 'star.add', { name })}
      icon={<StarIcon fill={pressed ? 'currentColor' : 'none'} />}
      onClick={() => {
        // A guest is asked to sign in first, and comes back here.
        if (userId === null) {
          const returnUrl = new URLSearchParams({ returnUrl: `${pathname}${search}` }).toString();
          void navigate(`/${stores.global.language}/user/login?${returnUrl}`);
          return;
        }
        void import('./store').then((store) => store.pressStar(stores, kind, id));
      }}
    />
  );
}
