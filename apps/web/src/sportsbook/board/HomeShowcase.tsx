import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import { GameGrid, Heading, Stack } from '@betline/ui';
import { fetchGames, fetchProviders } from '../../api/casino';
import { fetchPromotions } from '../../api/promotions';
import { casinoGamePath } from '@betline/core';
import { RouterLink } from '../../lib/RouterLink';
import { useQuery } from '../../lib/query';
import { PromotionCards } from '../../promotions/PromotionList';
import { usePromotionsTexts } from '../../promotions/texts';

/** Casino games shown on the home page: ones that play here, the catalogue's popular ones first. */
const CASINO_PICKS = 6;
/** Promotions shown on the home page. */
const PROMOTIONS = 3;

const MoreLink = styled(RouterLink)`
  color: ${vars.fgColor.accent};
  font-size: ${vars.fontSize.sm};
`;

/**
 * The bottom of the home page (its own chunk, after the sportsbook): casino games that play here and the running
 * promotions, each leading to its page. A part with nothing to show is left out.
 */
export default function HomeShowcase({ lng }: { lng: string }) {
  usePromotionsTexts();
  const { t } = useTranslation('betting');
  const casino = useQuery(['home', 'casino'], (signal) => fetchGames({ limit: 60 }, signal));
  const providers = useQuery(['home', 'casino-providers'], (signal) => fetchProviders(signal));
  const providerName = (id: string) => providers.data?.providers.find((p) => p.id === id)?.name ?? id;
  const promotions = useQuery(['promotions', 'list', lng, 'all'], (signal) =>
    fetchPromotions(lng, undefined, signal),
  );
  const games = (casino.data?.games ?? [])
    .filter((game) => game.engine !== null)
    .sort((a, b) => Number(b.popular) - Number(a.popular))
    .slice(0, CASINO_PICKS);
  const running = (promotions.data?.promotions ?? []).slice(0, PROMOTIONS);
  return (
    <Stack gap={8}>
      {games.length > 0 ? (
        <GameGrid
          label={t('board.home.casino')}
          games={games.map((game) => ({
            id: game.slug,
            name: game.name,
            providerName: providerName(game.provider),
            thumbnail: game.thumbnail,
            isNew: game.isNew,
            popular: game.popular,
            playable: true,
          }))}
          getHref={(tile) => {
            const game = games.find((g) => g.slug === tile.id);
            return game ? casinoGamePath(lng, game) : `/${lng}/casino`;
          }}
          linkComponent={RouterLink}
          action={<MoreLink href={`/${lng}/casino`}>{t('board.home.allCasino')}</MoreLink>}
        />
      ) : null}
      {running.length > 0 ? (
        <section aria-labelledby="home-promotions">
          <Stack gap={3}>
            <Heading level={2} size="lg" id="home-promotions">
              {t('board.home.promotions')}
            </Heading>
            <PromotionCards promotions={running} family="promotions" headingLevel={3} />
            <MoreLink href={`/${lng}/promotions`}>{t('board.home.allPromotions')}</MoreLink>
          </Stack>
        </section>
      ) : null}
    </Stack>
  );
}
