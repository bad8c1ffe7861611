/**
 * The two CMS landing forms (ROUTE-050): `landing/{slug}`, a promotion's landing (its offer and text beside the
 * registration form, the promotion's first-deposit bonus preselected, REG-010), and `form/{slug}`, the form alone
 * under the promotion's title (for campaign pages and ads). A signed-in player is shown how to take the offer
 * instead of a form.
 */
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { vars } from '@betline/tokens';
import type { Promotion } from '@betline/contracts';
import { Heading, Spinner, Stack, Surface, Text, type FirstDepositBonusChoice } from '@betline/ui';
import { fetchPromotion } from '../api/promotions';
import { ContentBody, FallbackNote, TextState } from '../information/ContentView';
import { useQuery } from '../lib/query';
import { RouterLink } from '../lib/RouterLink';
import { usePage } from '../routes/handle';
import { useStores } from '../stores';
import { isSignedIn } from '../stores/user';
import { listPath, Period, PromotionBadges, promotionPath } from './parts';
import { TakeIt } from './PromotionPage';
import { usePromotionsTexts } from './texts';

// The registration form is its own chunk: the offer's text is on screen while it loads (the route stays within
// its budget; the registration page itself loads it up front).
const RegistrationPanel = lazy(() =>
  import('../player/Registration').then((module) => ({ default: module.RegistrationPanel })),
);

const Landing = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${vars.size.layout.formWidth}), 1fr));
  gap: ${vars.space[6]};
  align-items: start;
  padding-block: ${vars.space[2]} ${vars.space[8]};
`;

const Narrow = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  max-width: ${vars.size.layout.formWidth};
  margin-inline: auto;
  padding-block: ${vars.space[2]} ${vars.space[8]};
`;

/** The first-deposit bonus a promotion's form preselects: casino when its bonus counts on games, else sports. */
function bonusOf(promotion: Promotion): FirstDepositBonusChoice | undefined {
  if (promotion.offer !== 'first_deposit') return undefined;
  return promotion.games.length > 0 ? 2 : 1;
}

export function CmsLanding({ slug, compact }: { slug: string; compact: boolean }) {
  usePromotionsTexts();
  const { t } = useTranslation('promotions');
  const { lng } = usePage();
  const signedIn = isSignedIn(useSnapshot(useStores().user));
  const query = useQuery(['promotions', 'one', slug, lng], (signal) => fetchPromotion(slug, lng, signal), {
    handOver: true,
  });
  const promotion = query.status === 'ready' ? query.data : undefined;
  if (promotion === undefined)
    return <TextState status={query.status} error={query.error} reload={query.reload} />;
  const lang = promotion.contentLng === lng ? undefined : promotion.contentLng;
  const ended = (
    <Text role="note">
      {t('landing.ended')} <RouterLink href={listPath(lng, 'promotions')}>{t('back')}</RouterLink>
    </Text>
  );
  const details = (
    <RouterLink href={promotionPath(lng, 'promotions', promotion.slug)}>{t('details')}</RouterLink>
  );
  const form = signedIn ? (
    <Stack gap={3}>
      <TakeIt promotion={promotion} lng={lng} />
      {details}
    </Stack>
  ) : (
    <Surface padding={5} radius="lg">
      <Stack gap={3}>
        <Heading level={2} size="md">
          {t('landing.register')}
        </Heading>
        <Suspense fallback={<Spinner label={t('landing.register')} />}>
          <RegistrationPanel lng={lng} place="page" defaultBonus={bonusOf(promotion)} />
        </Suspense>
      </Stack>
    </Surface>
  );
  if (compact) {
    return (
      <Narrow>
        <Heading level={1} size="xl" lang={lang}>
          {promotion.title}
        </Heading>
        <Text lang={lang}>{promotion.summary}</Text>
        {promotion.ended ? ended : form}
        {!signedIn && details}
      </Narrow>
    );
  }
  return (
    <Landing>
      <Stack gap={4}>
        <PromotionBadges promotion={promotion} />
        <Heading level={1} size="xl" lang={lang}>
          {promotion.title}
        </Heading>
        <Period promotion={promotion} lng={lng} />
        <FallbackNote contentLng={promotion.contentLng} lng={lng} />
        <Text size="lg" lang={lang}>
          {promotion.summary}
        </Text>
        <ContentBody html={promotion.html} contentLng={promotion.contentLng} lng={lng} />
        {details}
      </Stack>
      {promotion.ended ? ended : form}
    </Landing>
  );
}
