/**
 * `promo-codes` (the promo-code showcase, ROUTE-043): the public codes of the running promotions, each with what
 * it gives, a copy button, the way to use it in the office and to its promotion's terms.
 */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import { Heading, Inline, Text } from '@betline/ui';
import { fetchPromoCodes } from '../api/promotions';
import { CardArticle, CardGrid } from '../information/cards';
import { TextState } from '../information/ContentView';
import { useQuery } from '../lib/query';
import { RouterLink } from '../lib/RouterLink';
import { useMoney } from '../player/money';
import { usePromotionsTexts } from './texts';
import { usePage } from '../routes/handle';
import { amountIn, useShownCurrency } from './money';
import { CopyCode, codeUsePath, ListingPage, PageIntro, Period, promotionPath } from './parts';

const Card = styled(CardArticle)`
  border-style: dashed;
  border-color: ${vars.borderColor.accent};
`;

export function PromoCodeShowcase() {
  usePromotionsTexts();
  const { t } = useTranslation('promotions');
  const { lng } = usePage();
  const money = useMoney();
  const shown = useShownCurrency();
  const query = useQuery(['promotions', 'codes', lng], (signal) => fetchPromoCodes(lng, signal), {
    handOver: true,
  });
  const data = query.status === 'ready' ? query.data : undefined;
  return (
    <ListingPage>
      <PageIntro intro={t('showcase.intro')} />
      {data === undefined ? (
        <TextState status={query.status} error={query.error} reload={query.reload} />
      ) : data.codes.length === 0 ? (
        <Text tone="muted">{t('showcase.empty')}</Text>
      ) : (
        <CardGrid>
          {data.codes.map(({ code, promotion, amounts, plays }) => {
            const amount = amountIn(amounts, shown.iso);
            const lang = promotion.contentLng === lng ? undefined : promotion.contentLng;
            const headingId = `code-${code}`;
            const worth = amount ? money(amount.amount, amount.iso) : undefined;
            return (
              <li key={code}>
                <Card aria-labelledby={headingId}>
                  <Heading level={2} size="md" id={headingId} lang={lang}>
                    {promotion.title}
                  </Heading>
                  {plays !== null ? (
                    <Text weight="bold">
                      {t('showcase.givesPlays', {
                        game: t(`bonusGames.names.${plays.game}`),
                        count: plays.plays,
                      })}
                    </Text>
                  ) : (
                    worth !== undefined && (
                      <Text weight="bold">
                        {t('showcase.gives', {
                          amount:
                            shown.own && amount?.iso === shown.iso ? worth : t('worth', { amount: worth }),
                        })}
                      </Text>
                    )
                  )}
                  <CopyCode code={code} />
                  <Period promotion={promotion} lng={lng} />
                  <Inline gap={4} wrap>
                    <RouterLink href={codeUsePath(lng, code)}>{t('cta.useCode', { code })}</RouterLink>
                    <RouterLink
                      href={promotionPath(lng, 'promotions', promotion.slug)}
                      aria-describedby={headingId}
                    >
                      {t('details')}
                    </RouterLink>
                  </Inline>
                </Card>
              </li>
            );
          })}
        </CardGrid>
      )}
    </ListingPage>
  );
}
