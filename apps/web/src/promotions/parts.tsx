/**
 * The parts the promotion pages share: where each family of pages lives (the promotions, the bonuses pages and
 * the offers pages that replace them when `promoBonusToOffer` is on, ROUTE-047..049), a promotion's period, its
 * badges and its public code with a copy button.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import type { PromotionCategory, PromotionSummary } from '@betline/contracts';
import { Badge, Button, Heading, Inline, Stack, Text, announce } from '@betline/ui';
import { usePageTitle } from '../pages/usePageTitle';

/** The families of promotion pages: the promotions, the bonuses and offers pages, and the casino's bonuses. */
export type PromotionFamily = 'promotions' | 'bonuses' | 'offers' | 'casino';

/** The list of a family (and of one category). */
export function listPath(lng: string, family: PromotionFamily, category?: PromotionCategory): string {
  const all = category === undefined || category === 'all_bonuses';
  if (family === 'casino') return `/${lng}/bonus/casino`;
  if (family === 'bonuses') return all ? `/${lng}/bonuses/rules` : `/${lng}/bonuses/category/${category}`;
  const base = family === 'offers' ? `/${lng}/bonuses-offers` : `/${lng}/promotions`;
  return all ? base : `${base}?category=${category}`;
}

/** A promotion's page in a family. */
export function promotionPath(lng: string, family: PromotionFamily, slug: string): string {
  if (family === 'bonuses') return `/${lng}/bonuses/rules/${slug}`;
  if (family === 'casino') return `/${lng}/bonus/casino/promotions/${slug}`;
  if (family === 'offers') return `/${lng}/bonus-offer/${slug}`;
  return `/${lng}/promotions/${slug}`;
}

/** "What counts" of a family (the bonuses and offers pages have it as their second tab). */
export function countsPath(lng: string, family: 'bonuses' | 'offers'): string {
  return family === 'bonuses' ? `/${lng}/bonuses/games` : `/${lng}/bonuses-offers-games`;
}

/** The office page where a code is checked and used, filled in. */
export function codeUsePath(lng: string, code: string): string {
  return `/${lng}/office/promotion?code=${encodeURIComponent(code)}`;
}

/** A date the same on the server and in every browser (UTC), in the page's language. */
export function formatDay(iso: string, lng: string): string {
  return new Intl.DateTimeFormat(lng, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
}

/** "1 November 2026 to 30 November 2026", or "Running since ..." for one without an end. */
export function Period({ promotion, lng }: { promotion: PromotionSummary; lng: string }) {
  const { t } = useTranslation('promotions');
  const from = formatDay(promotion.startsAt, lng);
  return (
    <Text size="sm" tone="muted">
      {promotion.endsAt === null
        ? t('period.open', { from })
        : t('period.between', { from, until: formatDay(promotion.endsAt, lng) })}
    </Text>
  );
}

/** The category and how the offer is taken. */
export function PromotionBadges({ promotion }: { promotion: PromotionSummary }) {
  const { t } = useTranslation('promotions');
  return (
    <Inline gap={2} wrap>
      <Badge tone="accent">{t(`categories.${promotion.category}`)}</Badge>
      <Badge>{t(`offers.${promotion.offer}`)}</Badge>
    </Inline>
  );
}

const Code = styled.code`
  padding: ${vars.space[1]} ${vars.space[3]};
  border: ${vars.borderWidth.default} dashed ${vars.borderColor.accent};
  border-radius: ${vars.radius.md};
  background: ${vars.bgColor.accent.muted};
  color: ${vars.fgColor.default};
  font-family: ${vars.fontFamily.mono};
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.semibold};
  letter-spacing: ${vars.letterSpacing.wide};
`;

/**
 * A public code and a button that copies it. Where the browser gives no clipboard (an insecure page, an old
 * browser) the button selects the code so the player can copy it by hand.
 */
export function CopyCode({ code }: { code: string }) {
  const { t } = useTranslation('promotions');
  const ref = useRef<HTMLElement>(null);
  const [copied, setCopied] = useState(false);
  const select = () => {
    const node = ref.current;
    const selection = window.getSelection();
    if (!node || !selection) return;
    const range = document.createRange();
    range.selectNodeContents(node);
    selection.removeAllRanges();
    selection.addRange(range);
  };
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(code);
      setCopied(true);
      announce(t('copied', { code }));
    } catch {
      select();
    }
  };
  return (
    <Inline gap={2} align="center" wrap>
      <Text size="sm" tone="muted">
        {t('codeLabel')}
      </Text>
      <Code ref={ref}>{code}</Code>
      <Button size="sm" variant="secondary" onClick={() => void copy()} aria-label={t('copy', { code })}>
        {copied ? t('copied', { code }) : t('copy', { code })}
      </Button>
    </Inline>
  );
}

/** The column of the promotion listing pages (promotions, what counts, the promo codes). */
export const ListingPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[6]};
  padding-block: ${vars.space[2]} ${vars.space[8]};
`;

/** A listing page's title (the route's) and its one-line introduction. */
export function PageIntro({ intro }: { intro: string }) {
  const { title } = usePageTitle();
  return (
    <Stack gap={2}>
      <Heading level={1} size="xl">
        {title}
      </Heading>
      <Text tone="muted">{intro}</Text>
    </Stack>
  );
}
