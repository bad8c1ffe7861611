/**
 * The toto (ROUTE-020, docs/adr/0050-toto.md): `toto` and `toto/draw` the open draw with its coupon, `toto/next`
 * the draw after it, `toto/coupons` the player's coupons, `toto/draws` past draws with results and prizes,
 * `toto/nonimees` the winners. Amounts are shown in the currency the player stakes in (a guest: the site's).
 */
import { useTranslation } from 'react-i18next';
import type { TotoDraw, TotoOverview } from '@betline/contracts';
import { EmptyState, ErrorState, Heading, Stack, Text } from '@betline/ui';
import { fetchTotoOverview } from '../api/toto';
import { useQuery } from '../lib/query';
import { usePageTitle } from '../pages/usePageTitle';
import { Section } from '../player/office/parts';
import { usePage } from '../routes/handle';
import { Tab, TabsNav, useStakeCurrency } from '../games/parts';
import { CouponForm } from './CouponForm';
import { MyCoupons, PastDraws, Winners } from './lists';
import { DrawFigures, DrawPrizes, TotoRules, useDateTime, useWeekLabel } from './parts';
import { useTotoTexts } from './texts';

export const TOTO_SECTIONS = ['draw', 'next', 'coupons', 'draws', 'nonimees'] as const;
export type TotoSection = (typeof TOTO_SECTIONS)[number];

/** An open draw: its figures, the coupon, the prizes and the rules. */
function OpenDraw({ draw, rules }: { draw: TotoDraw; rules: TotoOverview['rules'] }) {
  const { t } = useTranslation('toto');
  const weekLabel = useWeekLabel();
  return (
    <Stack gap={5}>
      <Stack gap={3}>
        <Heading level={2} size="lg">
          {weekLabel(draw.week)}
        </Heading>
        <DrawFigures draw={draw} />
      </Stack>
      <Section title={t('form.heading')}>
        <CouponForm key={draw.drawId} draw={draw} rules={rules} />
      </Section>
      <Section title={t('prizes.heading')}>
        <DrawPrizes draw={draw} />
      </Section>
      <Section title={t('rules.heading')}>
        <TotoRules rules={rules} guarantee={draw.pool.guarantee} />
      </Section>
    </Stack>
  );
}

/** `draw` and `next`: the open draw, or the one after it. */
function DrawSection({ which, iso }: { which: 'current' | 'next'; iso: string }) {
  const { t } = useTranslation('toto');
  const dateTime = useDateTime();
  const query = useQuery(['toto', 'overview', iso], (signal) => fetchTotoOverview(iso, signal), {
    handOver: true,
  });
  const data = query.data;
  if (data === undefined) {
    if (query.status === 'error') return <ErrorState title={t('error')} onRefresh={query.reload} />;
    return (
      <Text role="status" tone="muted">
        {t('loading')}
      </Text>
    );
  }
  const draw = data[which];
  const date = dateTime(data.nextWeekStartsAt, true);
  if (draw === null) {
    return which === 'current' ? (
      <EmptyState title={t('noDraw.title')}>{t('noDraw.body', { date })}</EmptyState>
    ) : (
      <Text tone="muted">{t('noNext', { date })}</Text>
    );
  }
  return <OpenDraw draw={draw} rules={data.rules} />;
}

export function TotoPage() {
  useTotoTexts();
  const { t } = useTranslation('toto');
  const { title } = usePageTitle('toto');
  const { lng, params } = usePage();
  const iso = useStakeCurrency();
  const section: TotoSection = TOTO_SECTIONS.find((s) => s === params.totoSection) ?? 'draw';
  return (
    <Stack gap={5}>
      <Stack gap={2}>
        <Heading level={1} size="xl">
          {title}
        </Heading>
        <Text tone="muted">{t('intro')}</Text>
      </Stack>
      <TabsNav aria-label={t('tabs.label')}>
        <ul>
          {TOTO_SECTIONS.map((each) => (
            <li key={each}>
              <Tab href={`/${lng}/toto/${each}`} aria-current={each === section ? 'page' : undefined}>
                {t(`tabs.${each}`)}
              </Tab>
            </li>
          ))}
        </ul>
      </TabsNav>
      {section === 'draw' && <DrawSection which="current" iso={iso} />}
      {section === 'next' && <DrawSection which="next" iso={iso} />}
      {section === 'coupons' && <MyCoupons />}
      {section === 'draws' && <PastDraws iso={iso} />}
      {section === 'nonimees' && <Winners />}
    </Stack>
  );
}
