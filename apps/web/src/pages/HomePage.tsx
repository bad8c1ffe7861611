import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import { Heading, Stack, Surface, Text } from '@betline/ui';
import { usePage } from '../routes/handle';
import { isSignedIn, userStore } from '../stores/user';

/** Its own chunk, loaded only when a guest arrives with the query (AUTH-026). */
const ForgotPasswordModal = lazy(() => import('../player/ForgotPasswordModal'));

/**
 * AUTH-026: home with `?showForgotPasswordModal` opens the forgot-password modal for a guest, once the page is
 * ready (the session check is over, so a signed-in player never sees it flash).
 */
function ForgotPasswordOnHome() {
  const [params] = useSearchParams();
  const user = useSnapshot(userStore);
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

const Highlights = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${vars.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
  }

  li > * {
    flex: 1;
  }
`;

const Dot = styled.span`
  display: block;
  width: ${vars.space[2]};
  height: ${vars.space[2]};
  margin-block-end: ${vars.space[3]};
  border-radius: ${vars.radius.full};
  background: ${vars.bgColor.accent.emphasis};
`;

const highlights = ['live', 'line', 'casino'] as const;

export function HomePage() {
  const { t } = useTranslation();
  return (
    <Stack gap={8}>
      <title>{`${t('home.title')} | ${t('app.name')}`}</title>
      <Intro>
        <Stack gap={3}>
          <Heading level={1} size="xl">
            {t('home.heading')}
          </Heading>
          <Text size="lg" tone="muted">
            {t('home.welcome')}
          </Text>
        </Stack>
      </Intro>
      <section aria-label={t('home.highlights.label')}>
        <Highlights>
          {highlights.map((key) => (
            <li key={key}>
              <Surface elevation={1} padding={5} radius="lg">
                <Dot aria-hidden="true" />
                <Text>{t(`home.highlights.${key}`)}</Text>
              </Surface>
            </li>
          ))}
        </Highlights>
      </section>
      <ForgotPasswordOnHome />
    </Stack>
  );
}
