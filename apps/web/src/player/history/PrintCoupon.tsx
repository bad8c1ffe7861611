import { useId } from 'react';
import { useQuery, type Query } from '../../lib/query';
import { Link } from 'react-router-dom';
import styled, { createGlobalStyle } from 'styled-components';
import { vars } from '@betline/tokens';
import {
  Badge,
  Button,
  EmptyState,
  ErrorState,
  Heading,
  Inline,
  Spinner,
  Stack,
  Text,
  VisuallyHidden,
} from '@betline/ui';
import { fetchPrintCoupon, type PrintCouponData } from '../../api/bets';
import { isIgnorable, statusOf } from '../../api/errors';
import { usePageTitle } from '../../pages/usePageTitle';
import { usePage } from '../../routes/handle';
import { CouponFigures, CouponMarks } from './CouponCard';
import { RESULT_TONE, STATUS_TONE, isExpressBonus, useBettingTexts, useCouponFormat } from './format';

/** On paper only the coupon: everything else of the page (logo, buttons, notices) is left out. */
const PrintOnlyTheSheet = createGlobalStyle`
  @media print {
    body * {
      visibility: hidden;
    }

    [data-print-sheet],
    [data-print-sheet] * {
      visibility: visible;
    }

    [data-print-sheet] {
      position: absolute;
      inset-block-start: 0;
      inset-inline: 0;
    }
  }
`;

const Page = styled.div`
  box-sizing: border-box;
  width: 100%;
  max-width: calc(${vars.size.layout.formWidth} * 1.5);
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};

  @media print {
    display: none;
  }
`;

/** The coupon as it is printed: always the light colours (paper), whatever the page's mode. */
const Sheet = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  padding: ${vars.space[6]};
  border: ${vars.borderWidth.default} solid ${vars.borderColor.default};
  border-radius: ${vars.radius.md};
  background: ${vars.bgColor.surface};
  color: ${vars.fgColor.default};
  font-family: ${vars.fontFamily.sans};

  @media print {
    padding: 0;
    border: 0;
    border-radius: 0;
    background: ${vars.bgColor.transparent};
  }
`;

const SheetHeader = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  padding-bottom: ${vars.space[3]};
  border-bottom: ${vars.borderWidth.thick} solid ${vars.borderColor.strong};
`;

const Company = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.bold};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${vars.space[1]} ${vars.space[4]};
  margin: 0;

  dt {
    color: ${vars.fgColor.muted};
  }

  dd {
    margin: 0;
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${vars.fontSize.sm};

  th,
  td {
    padding: ${vars.space[2]};
    border-bottom: ${vars.borderWidth.default} solid ${vars.borderColor.muted};
    text-align: start;
    vertical-align: top;
    overflow-wrap: anywhere;
  }

  th {
    color: ${vars.fgColor.muted};
    font-weight: ${vars.fontWeight.semibold};
  }

  [data-numeric] {
    text-align: end;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }

  tr {
    break-inside: avoid;
  }
`;

const BackLink = styled(Link)`
  color: ${vars.fgColor.link};
  font-weight: ${vars.fontWeight.medium};
`;

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; data: PrintCouponData }
  | { kind: 'notFound' }
  | { kind: 'guest' }
  | { kind: 'failed'; message: string };

/** What the page shows for the coupon's read: a coupon that is not the player's is not found, a guest signs in. */
function stateOf(coupon: Query<PrintCouponData>, message: (error: unknown) => string): State {
  if (coupon.status === 'ready' && coupon.data !== undefined) return { kind: 'ready', data: coupon.data };
  if (coupon.status !== 'error' || isIgnorable(coupon.error)) return { kind: 'loading' };
  const status = statusOf(coupon.error);
  if (status === 404 || status === 403) return { kind: 'notFound' };
  if (status === 401) return { kind: 'guest' };
  return { kind: 'failed', message: message(coupon.error) };
}

function CouponSheet({ data }: { data: PrintCouponData }) {
  const format = useCouponFormat();
  const { t } = format;
  const ids = useId();
  const { coupon } = data;
  return (
    <Sheet data-print-sheet="" data-color-mode="light" aria-labelledby={`${ids}-title`}>
      <SheetHeader>
        <Company>{data.companyName}</Company>
        <Heading level={2} size="lg" id={`${ids}-title`}>
          {t('history.coupon', { number: coupon.couponId })}
        </Heading>
      </SheetHeader>
      <Facts>
        <dt>{t('history.printPage.date')}</dt>
        <dd>
          <time dateTime={coupon.createdAt}>{format.date(coupon.createdAt)}</time>
        </dd>
        <dt>{t('history.printPage.type')}</dt>
        <dd>{format.type(coupon)}</dd>
        <dt>{t('history.printPage.status')}</dt>
        <dd>
          <Inline gap={1} wrap>
            <Badge tone={STATUS_TONE[coupon.status]}>{format.status(coupon.status)}</Badge>
            <CouponMarks coupon={coupon} format={format} />
          </Inline>
        </dd>
      </Facts>
      <Table>
        <caption>
          <VisuallyHidden>{t('history.selections', { number: coupon.couponId })}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('history.selection.game')}</th>
            <th scope="col">{t('history.selection.outcome')}</th>
            <th scope="col" data-numeric="">
              {t('history.selection.coef')}
            </th>
            <th scope="col">{t('history.selection.result')}</th>
          </tr>
        </thead>
        <tbody>
          {coupon.selections.map((selection) =>
            isExpressBonus(selection) ? (
              <tr key={selection.betId}>
                <td colSpan={2}>{t('history.selection.expressBonus')}</td>
                <td data-numeric="">{format.coef(selection.coef)}</td>
                <td />
              </tr>
            ) : (
              <tr key={selection.betId}>
                <td>
                  <Stack gap={0}>
                    <span>{selection.gameNameEng}</span>
                    <Text as="span" size="xs" tone="muted">
                      {selection.sportNameEng} · {selection.champNameEng} ·{' '}
                      {format.start(selection.gameStartDateTime)}
                    </Text>
                  </Stack>
                </td>
                <td>
                  <Stack gap={0}>
                    <span>{selection.outcomeNameEng}</span>
                    <Text as="span" size="xs" tone="muted">
                      {selection.marketNameEng}
                    </Text>
                  </Stack>
                </td>
                <td data-numeric="">{format.coef(selection.coef)}</td>
                <td>
                  <Stack gap={0}>
                    <span>
                      {selection.result === null ? (
                        t('history.results.pending')
                      ) : (
                        <Badge tone={RESULT_TONE[selection.result]}>
                          {t(`history.results.${selection.result}`)}
                        </Badge>
                      )}
                    </span>
                    {selection.scoreFormatted !== '' && (
                      <Text as="span" size="xs" tone="muted">
                        {t('history.selection.score')}: {selection.scoreFormatted}
                      </Text>
                    )}
                  </Stack>
                </td>
              </tr>
            ),
          )}
        </tbody>
      </Table>
      <CouponFigures coupon={coupon} format={format} />
      <Text size="xs" tone="muted">
        {t('history.printPage.printedAt', { date: format.date(data.printedAt) })}
      </Text>
    </Sheet>
  );
}

/**
 * The printable coupon (print-coupon/{couponId}, empty layout): company, number, date, type, status,
 * selections, stake, odds and wins, with a Print button. A coupon that is not found, or not the player's,
 * answers a not-found message; a guest is asked to sign in.
 */
export function PrintCoupon({ lng, couponId }: { lng: string; couponId: string }) {
  useBettingTexts();
  const format = useCouponFormat();
  const { t } = format;
  const { title } = usePageTitle();
  const { routeId } = usePage();
  const coupon = useQuery(['print-coupon', couponId], (signal) => fetchPrintCoupon(couponId, signal));
  const current = stateOf(coupon, format.message);
  const here = `/${lng}/print-coupon/${couponId}`;

  return (
    <Page data-route-id={routeId}>
      <PrintOnlyTheSheet />
      <Stack gap={5}>
        <Toolbar>
          <Heading level={1} size="xl">
            {title}
          </Heading>
          <Inline gap={3} wrap align="center">
            <BackLink to={`/${lng}/office/history`}>{t('history.printPage.back')}</BackLink>
            {current.kind === 'ready' && (
              <Button onClick={() => window.print()}>{t('history.printPage.button')}</Button>
            )}
          </Inline>
        </Toolbar>
        {current.kind === 'loading' ? (
          <Inline gap={2} align="center">
            <Spinner size="sm" label={t('history.printPage.loading')} />
            <Text tone="muted" aria-hidden="true">
              {t('history.printPage.loading')}
            </Text>
          </Inline>
        ) : current.kind === 'ready' ? (
          <CouponSheet data={current.data} />
        ) : current.kind === 'notFound' ? (
          <EmptyState title={t('history.printPage.notFound')}>
            {t('history.printPage.notFoundHint')}
          </EmptyState>
        ) : current.kind === 'guest' ? (
          <EmptyState
            title={t('history.printPage.signIn')}
            action={
              <BackLink to={`/${lng}/user/login?${new URLSearchParams({ returnUrl: here }).toString()}`}>
                {t('history.printPage.signInLink')}
              </BackLink>
            }
          />
        ) : (
          <ErrorState title={t('history.printPage.error')} onRefresh={coupon.reload}>
            {current.message}
          </ErrorState>
        )}
      </Stack>
    </Page>
  );
}
