/**
 * One promotion (`promotions/{slug}`, `bonuses/rules/{id}`, `bonuses/partners/{id}`, `bonus-offer/{id}`,
 * `bonus-offer-partner/{id}`): its offer, how to take it, who can take it, what its code gives, the games its
 * bonus counts on and its full terms. An ended promotion says so and offers nothing to take.
 */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { vars } from '@betline/tokens';
import type { Promotion, PromotionEligibility } from '@betline/contracts';
import { Heading, Stack, Text } from '@betline/ui';
import { fetchPromotion } from '../api/promotions';
import { ContentBody, FallbackNote, TextHeader, TextState } from '../information/ContentView';
import { useQuery } from '../lib/query';
import { RouterLink } from '../lib/RouterLink';
import { useMoney } from '../player/money';
import { Section } from '../player/office/parts';
import { usePageTitle } from '../pages/usePageTitle';
import { usePromotionsTexts } from './texts';
import { usePage } from '../routes/handle';
import { useStores } from '../stores';
import { isSignedIn } from '../stores/user';
import { amountIn, useShownCurrency } from './money';
import {
  CopyCode,
  formatDay,
  listPath,
  Period,
  PromotionBadges,
  codeUsePath,
  type PromotionFamily,
} from './parts';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[5]};
  max-width: ${vars.size.layout.readingWidth};
  padding-block: ${vars.space[2]} ${vars.space[8]};
`;

const BackLink = styled(RouterLink)`
  color: ${vars.fgColor.link};
  font-size: ${vars.fontSize.sm};
`;

const Summary = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.lg};
  line-height: ${vars.lineHeight.normal};
`;

const Action = styled(RouterLink)`
  display: inline-flex;
  align-items: center;
  min-height: ${vars.size.control.lg};
  padding-inline: ${vars.space[5]};
  border-radius: ${vars.radius.md};
  background: ${vars.button.primary.bgColor.rest};
  color: ${vars.button.primary.fgColor.rest};
  font-weight: ${vars.fontWeight.semibold};
  text-decoration: none;

  &:hover {
    background: ${vars.button.primary.bgColor.hover};
  }

  &:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }
`;

const Plain = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  margin: 0;
  padding-inline-start: ${vars.space[5]};
`;

/** Who may take it, one condition per line ("Every player." when there is none). */
function Eligibility({ rule, lng }: { rule: PromotionEligibility; lng: string }) {
  const { t } = useTranslation('promotions');
  const list = (items: readonly string[], type: 'region' | 'currency') => {
    const names = new Intl.DisplayNames([lng], { type });
    const format = new Intl.ListFormat(lng, { type: 'disjunction' });
    return format.format(
      items.map((item) => names.of(type === 'region' ? item.toUpperCase() : item) ?? item),
    );
  };
  const lines = [
    rule.newPlayersDays !== null ? t('who.newPlayers', { count: rule.newPlayersDays }) : null,
    rule.minDeposits > 0 ? t('who.minDeposits', { count: rule.minDeposits }) : null,
    rule.currencies.length > 0 ? t('who.currencies', { list: list(rule.currencies, 'currency') }) : null,
    rule.countries.length > 0 ? t('who.countries', { list: list(rule.countries, 'region') }) : null,
  ].filter((line) => line !== null);
  return (
    <Plain>
      {(lines.length === 0 ? [t('who.anyone')] : lines).map((line) => (
        <li key={line}>{line}</li>
      ))}
    </Plain>
  );
}

/** How to take the offer: register or deposit for a first-deposit bonus, the code, or the line. */
export function TakeIt({ promotion, lng }: { promotion: Promotion; lng: string }) {
  const { t } = useTranslation('promotions');
  const signedIn = isSignedIn(useSnapshot(useStores().user));
  if (promotion.offer === 'promo_code') {
    return promotion.code === null ? null : (
      <Stack gap={3}>
        <CopyCode code={promotion.code} />
        <div>
          <Action href={codeUsePath(lng, promotion.code)}>
            {t('cta.useCode', { code: promotion.code })}
          </Action>
        </div>
      </Stack>
    );
  }
  if (promotion.offer === 'first_deposit') {
    return (
      <div>
        <Action href={signedIn ? `/${lng}/office/recharge` : `/${lng}/registration`}>
          {signedIn ? t('cta.deposit') : t('cta.register')}
        </Action>
      </div>
    );
  }
  return promotion.category === 'bukmaker' ? (
    <div>
      <Action href={`/${lng}/line`}>{t('cta.line')}</Action>
    </div>
  ) : null;
}

function Gives({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation('promotions');
  const money = useMoney();
  const shown = useShownCurrency();
  const amount = amountIn(promotion.amounts, shown.iso);
  if (amount === undefined) return null;
  const text = money(amount.amount, amount.iso);
  const worth = shown.own && amount.iso === shown.iso ? text : t('worth', { amount: text });
  return (
    <Section title={t('sections.gives')}>
      <Text weight="bold">
        {promotion.plays === null
          ? worth
          : t('sections.playsGiven', {
              game: t(`bonusGames.names.${promotion.plays.game}`),
              count: promotion.plays.plays,
              amount: worth,
            })}
      </Text>
    </Section>
  );
}

export function PromotionPage({ family, slug }: { family: PromotionFamily; slug: string }) {
  usePromotionsTexts();
  const { t } = useTranslation('promotions');
  const { lng } = usePage();
  const { title } = usePageTitle();
  const query = useQuery(['promotions', 'one', slug, lng], (signal) => fetchPromotion(slug, lng, signal), {
    handOver: true,
  });
  const back = <BackLink href={listPath(lng, family)}>{t('back')}</BackLink>;
  const promotion = query.status === 'ready' ? query.data : undefined;
  if (promotion === undefined) {
    return (
      <Page>
        <TextHeader>
          {back}
          <Heading level={1} size="xl">
            {title}
          </Heading>
        </TextHeader>
        <TextState status={query.status} error={query.error} reload={query.reload} />
      </Page>
    );
  }
  const lang = promotion.contentLng === lng ? undefined : promotion.contentLng;
  return (
    <Page>
      <TextHeader>
        {back}
        <PromotionBadges promotion={promotion} />
        <Heading level={1} size="xl" lang={lang}>
          {promotion.title}
        </Heading>
        <Period promotion={promotion} lng={lng} />
        <FallbackNote contentLng={promotion.contentLng} lng={lng} />
      </TextHeader>
      <Summary lang={lang}>{promotion.summary}</Summary>
      {promotion.ended && promotion.endsAt !== null ? (
        <Text role="note" weight="bold">
          {t('period.ended', { date: formatDay(promotion.endsAt, lng) })}
        </Text>
      ) : (
        <TakeIt promotion={promotion} lng={lng} />
      )}
      <Section title={t('sections.offer')}>
        <ContentBody html={promotion.html} contentLng={promotion.contentLng} lng={lng} />
      </Section>
      <Section title={t('sections.who')}>
        <Eligibility rule={promotion.eligibility} lng={lng} />
      </Section>
      <Gives promotion={promotion} />
      {promotion.games.length > 0 && (
        <Section title={t('sections.games')}>
          <Plain>
            {promotion.games.map((game) => (
              <li key={game.id}>
                <RouterLink href={game.path}>{game.name}</RouterLink>
              </li>
            ))}
          </Plain>
        </Section>
      )}
      <Section title={t('sections.terms')}>
        <ContentBody html={promotion.rulesHtml} contentLng={promotion.contentLng} lng={lng} />
      </Section>
    </Page>
  );
}
