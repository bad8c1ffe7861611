/**
 * The running promotions (`promotions`, `bonuses/rules`, `bonuses/category/{category}`, `bonuses-offers`):
 * a filter by the categories that have any (ROUTE-052), and a card per promotion with its badges, summary,
 * period, public code and the way to its details. Read through the data layer: the server renders the list.
 */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import type { PromotionCategory, PromotionSummary } from '@betline/contracts';
import { Heading, Text } from '@betline/ui';
import { fetchPromotions } from '../api/promotions';
import { CardArticle, CardGrid } from '../information/cards';
import { TextState } from '../information/ContentView';
import { useQuery } from '../lib/query';
import { RouterLink } from '../lib/RouterLink';
import { usePromotionsTexts } from './texts';
import { usePage } from '../routes/handle';
import {
  CopyCode,
  ListingPage,
  listPath,
  PageIntro,
  Period,
  PromotionBadges,
  promotionPath,
  type PromotionFamily,
} from './parts';
import { FamilyTabs } from './FamilyTabs';

const Filter = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Chip = styled(RouterLink)`
  display: inline-flex;
  align-items: center;
  min-height: ${vars.size.control.sm};
  padding-inline: ${vars.space[3]};
  border: ${vars.borderWidth.default} solid ${vars.borderColor.default};
  border-radius: ${vars.radius.full};
  color: ${vars.fgColor.default};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};
  text-decoration: none;

  &:hover {
    background: ${vars.bgColor.hover};
  }

  &[aria-current='page'] {
    border-color: ${vars.borderColor.accent};
    background: ${vars.bgColor.accent.muted};
    color: ${vars.fgColor.accent};
  }

  &:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }
`;

const Card = styled(CardArticle)`
  border-top: ${vars.borderWidth.thick} solid ${vars.borderColor.accent};

  &:hover,
  &:focus-within {
    border-top-color: ${vars.borderColor.accent};
  }
`;

const DetailsLink = styled(RouterLink)`
  margin-top: auto;
  color: ${vars.fgColor.link};
  font-weight: ${vars.fontWeight.semibold};

  &:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }
`;

/** A card per promotion: badges, title, summary, period, public code and the way to its details. */
export function PromotionCards({
  promotions,
  family,
  headingLevel = 2,
}: {
  promotions: readonly PromotionSummary[];
  family: PromotionFamily;
  /** The cards' heading level under the page's own headings. */
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation('promotions');
  const { lng } = usePage();
  return (
    <CardGrid as="ol">
      {promotions.map((promotion) => {
        const lang = promotion.contentLng === lng ? undefined : promotion.contentLng;
        const headingId = `promotion-${promotion.slug}`;
        return (
          <li key={promotion.slug}>
            <Card aria-labelledby={headingId}>
              <PromotionBadges promotion={promotion} />
              <Heading level={headingLevel} size="md" id={headingId} lang={lang}>
                {promotion.title}
              </Heading>
              <Text size="sm" lang={lang}>
                {promotion.summary}
              </Text>
              <Period promotion={promotion} lng={lng} />
              {promotion.code !== null && <CopyCode code={promotion.code} />}
              <DetailsLink href={promotionPath(lng, family, promotion.slug)} aria-describedby={headingId}>
                {t('details')}
              </DetailsLink>
            </Card>
          </li>
        );
      })}
    </CardGrid>
  );
}

export function PromotionList({
  family,
  category,
}: {
  family: PromotionFamily;
  category: PromotionCategory | undefined;
}) {
  usePromotionsTexts();
  const { t } = useTranslation('promotions');
  const { lng } = usePage();
  const query = useQuery(
    ['promotions', 'list', lng, category ?? 'all_bonuses'],
    (signal) => fetchPromotions(lng, category, signal),
    { handOver: true },
  );
  const data = query.status === 'ready' ? query.data : undefined;
  const current = category ?? 'all_bonuses';
  return (
    <ListingPage>
      <PageIntro intro={t('intro')} />
      {(family === 'bonuses' || family === 'offers') && <FamilyTabs family={family} current="rules" />}
      {data === undefined ? (
        <TextState status={query.status} error={query.error} reload={query.reload} />
      ) : (
        <>
          {data.categories.length > 1 && (
            <Filter aria-label={t('categoriesLabel')}>
              <ul>
                {(['all_bonuses', ...data.categories] as const).map((c) => (
                  <li key={c}>
                    <Chip href={listPath(lng, family, c)} aria-current={c === current ? 'page' : undefined}>
                      {t(`categories.${c}`)}
                    </Chip>
                  </li>
                ))}
              </ul>
            </Filter>
          )}
          {data.promotions.length === 0 ? (
            <Text tone="muted">{t('empty')}</Text>
          ) : (
            <PromotionCards promotions={data.promotions} family={family} />
          )}
        </>
      )}
    </ListingPage>
  );
}
