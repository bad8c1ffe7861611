import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import styled from 'styled-components';
import { Heading, Stack, Text } from '@betline/ui';
import { usePage } from '../routes/handle';
import { useBrandName } from '../app/brand';
import { isSignedIn } from '../stores/user';
import { useStores } from '../stores';

/** The sportsbook of the home page (top live and line events, sports, the slip): its own chunk, after first paint. */
const HomeBoard = lazy(() => import('../sportsbook/board/HomeBoard'));

/** Its own chunk, loaded only when a guest arrives with the query (AUTH-026). */
const ForgotPasswordModal = lazy(() => import('../player/ForgotPasswordModal'));

/**
 * AUTH-026: home with `?showForgotPasswordModal` opens the forgot-password modal for a guest, once the page is
 * ready (the session check is over, so a signed-in player never sees it flash).
 */
function ForgotPasswordOnHome() {
  const [params] = useSearchParams();
  const user = useSnapshot(useStores().user);
  const { lng } = usePage();
  if (!params.has('showForgotPasswordModal') || !user.sessionChecked || isSignedIn(user)) return null;
  return (
    <Suspense fallback={null}>
      <ForgotPasswordModal lng={lng} />
    </Suspense>
  );
}

const Intro = styled.div`
  max-width: 40rem;
`;

/** Keeps the board's place while its chunk loads, so nothing below it jumps (CLS). */
const BoardPlaceholder = styled.div`
  min-height: 100vh;
`;

export function HomePage() {
  const { t } = useTranslation();
  const brand = useBrandName();
  const { lng } = usePage();
  return (
    <Stack gap={8}>
      <Intro>
        <Stack gap={3}>
          <Heading level={1} size="xl">
            {t('home.heading', { brand })}
          </Heading>
          <Text size="lg" tone="muted">
            {t('home.welcome')}
          </Text>
        </Stack>
      </Intro>
      <Suspense fallback={<BoardPlaceholder aria-busy="true" />}>
        <HomeBoard lng={lng} />
      </Suspense>
      <ForgotPasswordOnHome />
    </Stack>
  );
}
