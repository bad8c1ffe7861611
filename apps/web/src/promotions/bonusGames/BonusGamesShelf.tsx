/**
 * The six bonus games as cards (on `bonus/casino`), each leading to its page; a signed-in player sees how many
 * free plays of each game are left. Nothing is offered to a player whose offers are paused (an exclusion, or a
 * limit changed in the last 24 hours): the cards then only name the games.
 */
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { BONUS_GAMES } from '@betline/contracts/paths';
import { Badge, Heading, Text } from '@betline/ui';
import { fetchBonusGames } from '../../api/promotions';
import { RouterLink } from '../../lib/RouterLink';
import { CardArticle, CardGrid } from '../../information/cards';
import { useQuery } from '../../lib/query';
import { usePage } from '../../routes/handle';
import { useStores } from '../../stores';
import { accountOf } from '../../stores/account';
import { isSignedIn } from '../../stores/user';
import { usePromotionsTexts } from '../texts';

export function BonusGamesShelf() {
  usePromotionsTexts();
  const { t } = useTranslation('promotions');
  const { lng } = usePage();
  const stores = useStores();
  const signedIn = isSignedIn(useSnapshot(stores.user));
  const paused = useSnapshot(accountOf(stores)).offersPaused;
  const query = useQuery(['bonus-games'], (signal) => fetchBonusGames(signal), { enabled: signedIn });
  const left = (game: string) =>
    (query.data?.passes ?? []).filter((pass) => pass.game === game).reduce((sum, pass) => sum + pass.left, 0);
  return (
    <section aria-labelledby="bonus-games-shelf">
      <Heading level={2} size="lg" id="bonus-games-shelf">
        {t('bonusGames.shelf.title')}
      </Heading>
      <Text tone="muted">{t('bonusGames.intro')}</Text>
      <CardGrid>
        {BONUS_GAMES.map((game) => (
          <li key={game}>
            <CardArticle>
              <Heading level={3} size="md">
                <RouterLink href={`/${lng}/games/${game}-bonus`}>{t(`bonusGames.names.${game}`)}</RouterLink>
              </Heading>
              <Text size="sm">{t(`bonusGames.hints.${game}`)}</Text>
              {signedIn && !paused && left(game) > 0 && (
                <div>
                  <Badge tone="accent">{t('bonusGames.passes.left', { count: left(game) })}</Badge>
                </div>
              )}
            </CardArticle>
          </li>
        ))}
      </CardGrid>
    </section>
  );
}
