import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import { Heading, Stack, Text } from '@betline/ui';
import { fetchGames } from '../../api/casino';
import { useRemote } from '../../lib/useRemote';
import { usePageTitle } from '../../pages/usePageTitle';
import { ActionLink } from '../../pages/StatusPage';
import { useCasinoTexts } from '../../player/useTexts';
import { usePage } from '../../routes/handle';
import { isSignedIn } from '../../stores/user';
import { demoPath } from '../model';
import { useProviders } from './CataloguePage';
import { RouterLink, Shelf } from './parts';
import { useStores } from '../../stores';
import { useStudioName } from '../../app/brand';

const Hero = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  padding: ${vars.space[8]} ${vars.space[6]};
  border-radius: ${vars.radius.lg};
  background: ${vars.bgColor.accent.emphasis};
  color: ${vars.fgColor.onAccent};
`;

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[8]};
  max-width: ${vars.size.layout.maxWidth};
  padding-block: ${vars.space[6]};
`;

/** The hero's main action: the canvas colour on the accent band, so it reads as the button it is. */
const HeroAction = styled(ActionLink)`
  background: ${vars.bgColor.canvas};
  border-color: ${vars.bgColor.canvas};
  color: ${vars.fgColor.accent};
`;

const HeroLink = styled(RouterLink)`
  align-self: center;
  color: inherit;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};
`;

/** The studio whose games play here for money and for fun. */
const IN_HOUSE = 'betline-studio';

/**
 * The headless casino landings (`bonus/casino/landing-{...}`, `landing-page/{id}`, `first-bonus`; CASINO-007):
 * the welcome offer the server really grants (100 % of the first deposit, up to 100 of its currency, chosen as
 * a casino or sports bonus at registration), the way in (register, or deposit for a player), the in-house games
 * to try for fun, and the responsible-gaming terms.
 */
export function CasinoLanding() {
  const studio = useStudioName();
  useCasinoTexts();
  const { t } = useTranslation('casino');
  const { lng, routeId } = usePage();
  const user = useSnapshot(useStores().user);
  const signedIn = isSignedIn(user);
  const { nameOf } = useProviders();
  const games = useRemote((signal) => fetchGames({ provider: IN_HOUSE, limit: 8 }, signal), 'landing-games');
  const crash = games.data?.games.find((game) => game.engine === 'crash');
  return (
    <Page data-casino-page={routeId}>
      <Hero aria-labelledby="landing-title">
        <Heading level={1} size="xl" id="landing-title">
          {t('landing.title')}
        </Heading>
        <Text size="lg">{t('landing.offer')}</Text>
        <Actions>
          {signedIn ? (
            <HeroAction to={`/${lng}/office/recharge`}>{t('landing.deposit')}</HeroAction>
          ) : (
            // CASINO-009: a player who registers from a casino landing ends on the thank-you page (the
            // registration page sends a signed-in player to its return URL, GUARD-006).
            <HeroAction
              to={`/${lng}/registration?${new URLSearchParams({ returnUrl: `/${lng}/thank-you` }).toString()}`}
            >
              {t('landing.register')}
            </HeroAction>
          )}
          {crash !== undefined && <HeroLink href={demoPath(lng, crash)}>{t('landing.tryFun')}</HeroLink>}
        </Actions>
      </Hero>
      <Shelf
        label={t('landing.games', { studio })}
        games={games.data?.games}
        loading={games.data === undefined}
        providerName={nameOf}
        priority
      />
      <Stack gap={2}>
        <Heading level={2} size="md">
          {t('landing.termsTitle')}
        </Heading>
        <Text tone="muted">{t('landing.terms')}</Text>
        <Text>
          <RouterLink href={`/${lng}/casino`}>{t('landing.lobby')}</RouterLink>
        </Text>
      </Stack>
    </Page>
  );
}

/** `thank-you` (CASINO-009): after a request from a casino page (a landing's registration, a promotion). */
export function ThankYouPage() {
  useCasinoTexts();
  const { t } = useTranslation('casino');
  const { lng } = usePage();
  const { title } = usePageTitle();
  return (
    <Stack gap={4}>
      <Heading level={1} size="xl">
        {title}
      </Heading>
      <Text>{t('landing.thanks')}</Text>
      <Actions>
        <ActionLink to={`/${lng}/casino`}>{t('landing.lobby')}</ActionLink>
        <RouterLink href={`/${lng}/office/recharge`}>{t('landing.deposit')}</RouterLink>
      </Actions>
    </Stack>
  );
}
