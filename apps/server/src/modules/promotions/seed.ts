/**
 * The demo promotions and promo codes, written for a brand that has none yet (a second start, or promotions an
 * operator changed since, are left alone). Their texts state the terms the code applies (bonuses/terms.ts,
 * FIRST_DEPOSIT_BONUS, the express bonus of @betline/core); HTML is cleaned like an operator's text.
 */
import { CURRENCIES, FIRST_DEPOSIT_BONUS, paymentUnitsToMinor } from '@betline/core';
import type { PromotionCategory, PromotionEligibility, PromotionOffer } from '@betline/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { BONUS_TERMS, CASINO_CONTRIBUTION } from '../bonuses/terms';
import { cleanHtml } from '../content/sanitize';
import { DEMO_PROMOTIONS_DE } from './demoPromotions.de';
import { DEMO_PROMOTIONS_ES } from './demoPromotions.es';
import { DEMO_PROMOTIONS_PT } from './demoPromotions.pt';
import { DEMO_PROMOTIONS_RU } from './demoPromotions.ru';
import { DEMO_PROMOTIONS_TR } from './demoPromotions.tr';
import { DEMO_PROMOTIONS_UK } from './demoPromotions.uk';
import { bonusCode, promotion, promotionText } from './tables';

/** When the demo promotions started. */
const DEMO_START = new Date('2026-11-01T00:00:00Z');

const ANYONE: PromotionEligibility = { newPlayersDays: null, minDeposits: 0, currencies: [], countries: [] };

interface DemoText {
  title: string;
  summary: string;
  html: string;
  rulesHtml: string;
}

interface DemoPromotion {
  slug: string;
  category: PromotionCategory;
  offer: PromotionOffer;
  eligibility: PromotionEligibility;
  games: string[];
  /** A public promo code and what it gives, in payment units (the same worth in every currency). */
  code?: { code: string; units: number; maxUses: number | null };
  texts: { en: DemoText } & Partial<Record<string, DemoText>>;
}

/** A percentage that never breaks between the number and its sign. */
const pct = (n: number) => `${n}\u00a0%`;
const odds = (thousandths: number | null) => (thousandths === null ? '' : (thousandths / 1000).toFixed(2));
const promo = BONUS_TERMS.promo;
const sport = BONUS_TERMS.first_deposit_sport;
const casino = BONUS_TERMS.first_deposit_casino;
/** The game types' names in the terms. */
const GAME_NAMES: Record<string, string> = {
  slot: 'slots',
  dice: 'dice',
  crash: 'crash',
  keno: 'keno',
  plinko: 'Plinko',
  baccarat: 'baccarat',
  scratch: 'scratch cards',
  roulette: 'roulette',
  wheel: 'the money wheel',
  bingo: 'bingo',
  mines: 'Mines',
  hilo: 'Hi-Lo',
  videoPoker: 'video poker',
  blackjack: 'blackjack',
};
const contributions = Object.entries(CASINO_CONTRIBUTION)
  .map(([game, percent]) => `${GAME_NAMES[game] ?? game} ${pct(percent)}`)
  .join(', ');

/** The common terms of a bonus of `terms`, as a list. */
function termsList(terms: typeof promo, extra: string): string {
  return `<ul>
<li>Wager the bonus ${terms.wageringMultiplier} times before it turns into money you can withdraw.</li>
${terms.minOdds === null ? '<li>Sports bets do not count.</li>' : `<li>A sports coupon counts its whole stake when its odds are ${odds(terms.minOdds)} or more (won or lost; void and cashed-out coupons do not count).</li>`}
${Object.keys(terms.casinoContribution).length === 0 ? '<li>Casino games do not count.</li>' : `<li>A casino round counts this share of its stake: ${contributions}.</li>`}
<li>At most ${terms.maxConversionMultiplier} times the bonus becomes money; anything above it is removed.</li>
<li>The bonus lasts ${terms.validDays} days. Whatever is left when it expires is removed.</li>
<li>A withdrawal while the bonus is active forfeits it. You may forfeit it yourself at any time, or decline it before you use it, in the office under Bonuses.</li>
${extra}
<li>Bonuses are never given while a self-exclusion or time-out is in force, and bets made with a bonus count towards your loss and wager limits like any other.</li>
</ul>`;
}

export const DEMO_PROMOTIONS: readonly DemoPromotion[] = [
  {
    slug: 'welcome-sports',
    category: 'first_deposit',
    offer: 'first_deposit',
    eligibility: { ...ANYONE, newPlayersDays: null },
    games: [],
    texts: {
      en: {
        title: `${pct(FIRST_DEPOSIT_BONUS.percent)} sports bonus on your first deposit`,
        summary: `Choose the sports bonus when you register and your first deposit is matched ${pct(FIRST_DEPOSIT_BONUS.percent)}, up to ${FIRST_DEPOSIT_BONUS.maxUnits} US$ or its worth in your currency.`,
        html: `<p>New to Betline? Pick <strong>Sports bonus</strong> when you register. Your first successful deposit is then matched ${pct(FIRST_DEPOSIT_BONUS.percent)} on your bonus account, up to ${FIRST_DEPOSIT_BONUS.maxUnits} US$ (or the same worth in your currency).</p>
<h2>How it works</h2>
<ol><li>Register and choose the sports bonus.</li><li>Make your first deposit.</li><li>The bonus appears in the office under Bonuses with how much is left to wager.</li><li>Bet from the bonus account; once the wagering is done, the bonus becomes money.</li></ol>`,
        rulesHtml: termsList(
          sport,
          '<li>One first-deposit bonus per player; the choice is made at registration.</li>',
        ),
      },
    },
  },
  {
    slug: 'welcome-casino',
    category: 'first_deposit',
    offer: 'first_deposit',
    eligibility: ANYONE,
    games: ['fruit-five', 'plinko', 'dice', 'keno', 'crash'],
    texts: {
      en: {
        title: `${pct(FIRST_DEPOSIT_BONUS.percent)} casino bonus on your first deposit`,
        summary: `Choose the casino bonus when you register: your first deposit is matched ${pct(FIRST_DEPOSIT_BONUS.percent)}, up to ${FIRST_DEPOSIT_BONUS.maxUnits} US$ or its worth.`,
        html: `<p>Prefer the casino? Pick <strong>Casino bonus</strong> when you register and your first successful deposit is matched ${pct(FIRST_DEPOSIT_BONUS.percent)} on your bonus account, up to ${FIRST_DEPOSIT_BONUS.maxUnits} US$ (or the same worth in your currency).</p>
<p>Every game listed under Games counts towards the wagering, each at the share of the stake the terms give. All our games are provably fair: you can check any round yourself.</p>`,
        rulesHtml: termsList(
          casino,
          '<li>One first-deposit bonus per player; the choice is made at registration.</li>',
        ),
      },
    },
  },
  {
    slug: 'welcome-code',
    category: 'bonuses',
    offer: 'promo_code',
    eligibility: { ...ANYONE, newPlayersDays: 30 },
    games: ['fruit-five', 'plinko', 'dice'],
    code: { code: 'WELCOME10', units: 10, maxUses: null },
    texts: {
      en: {
        title: 'A 10 US$ bonus with code WELCOME10',
        summary:
          'Registered in the last 30 days? Enter WELCOME10 in the office and get 10 US$ (or its worth) on your bonus account, no deposit needed.',
        html: `<p>Enter <strong>WELCOME10</strong> in the office under <em>Promo code</em>. The bonus is credited at once: 10 US$, or the same worth in your currency.</p>
<p>No deposit is needed. The code is for players who registered in the last 30 days, once per player.</p>`,
        rulesHtml: termsList(promo, '<li>Once per player, within 30 days of registration.</li>'),
      },
    },
  },
  {
    slug: 'weekend-reload',
    category: 'redeposit',
    offer: 'promo_code',
    eligibility: { ...ANYONE, minDeposits: 1 },
    games: ['fruit-five', 'plinko', 'dice', 'keno'],
    code: { code: 'RELOAD25', units: 25, maxUses: 10_000 },
    texts: {
      en: {
        title: 'Reload bonus: 25 US$ with code RELOAD25',
        summary:
          'Made a deposit before? Enter RELOAD25 in the office for a 25 US$ bonus (or its worth). The first 10,000 players only.',
        html: `<p>For players who have made at least one deposit: enter <strong>RELOAD25</strong> in the office under <em>Promo code</em> and 25 US$ (or the same worth in your currency) lands on your bonus account.</p>
<p>The code has 10,000 uses in all; the office tells you when they are gone.</p>`,
        rulesHtml: termsList(
          promo,
          '<li>Once per player, after at least one successful deposit. 10,000 uses in all.</li>',
        ),
      },
    },
  },
  {
    slug: 'plinko-drop',
    category: 'casino',
    offer: 'promo_code',
    eligibility: ANYONE,
    games: ['plinko'],
    code: { code: 'PLINKO5', units: 5, maxUses: null },
    texts: {
      en: {
        title: 'Plinko is here: 5 US$ to drop with code PLINKO5',
        summary:
          'Try our new provably fair Plinko: enter PLINKO5 in the office for a 5 US$ bonus (or its worth).',
        html: `<p>Our newest game drops a ball through 8, 12 or 16 rows of pins into a row of prizes. Choose low, medium or high risk; every drop can be checked on the provably fair page.</p>
<p>Enter <strong>PLINKO5</strong> in the office under <em>Promo code</em> for a 5 US$ bonus (or the same worth in your currency).</p>`,
        rulesHtml: termsList(promo, '<li>Once per player.</li>'),
      },
    },
  },
  {
    slug: 'express-bonus',
    category: 'bukmaker',
    offer: 'automatic',
    eligibility: ANYONE,
    games: [],
    texts: {
      en: {
        title: `Express bonus: up to ${pct(10)} more on accumulators`,
        summary: `An express of 3 or more selections, each at odds of 1.10 or more, has its odds raised by ${pct(1)} per selection, up to ${pct(10)}.`,
        html: `<p>Build an express (accumulator) of at least 3 selections, each at odds of 1.10 or more: the bet slip offers the express bonus, which raises the coupon's odds by ${pct(1)} for each selection, up to ${pct(10)} for 10 or more.</p>
<p>Nothing to claim: the slip shows the bonus as soon as the coupon qualifies, and you may take it off.</p>`,
        rulesHtml: `<ul><li>Express coupons only, of at least 3 selections.</li><li>Every selection at odds of 1.10 or more; special markets do not qualify.</li><li>Odds raised by ${pct(1)} per selection (3 selections: ${pct(3)}), ${pct(10)} from 10 selections on.</li><li>Offered where the site offers the express bonus.</li></ul>`,
      },
    },
  },
];

/** A code's amount in every currency: `units` payment units each. */
function amountsFor(units: number): Record<string, number> {
  return Object.fromEntries(CURRENCIES.map((c) => [c.iso, paymentUnitsToMinor(units, c.iso)]));
}

export async function seedPromotions(db: Db, brands: readonly string[]): Promise<void> {
  for (const brand of brands) {
    await db.transaction(async (tx) => {
      const [any] = await tx
        .select({ id: promotion.id })
        .from(promotion)
        .where(eq(promotion.brand, brand))
        .limit(1);
      if (any !== undefined) return;
      for (const [position, demo] of DEMO_PROMOTIONS.entries()) {
        const [row] = await tx
          .insert(promotion)
          .values({
            brand,
            slug: demo.slug,
            category: demo.category,
            offer: demo.offer,
            eligibility: demo.eligibility,
            games: demo.games,
            startsAt: DEMO_START,
            position,
          })
          .returning({ id: promotion.id });
        if (!row) throw new Error(`promotions seed: ${demo.slug} was not written`);
        await tx.insert(promotionText).values(
          Object.entries({
            ...demo.texts,
            ru: DEMO_PROMOTIONS_RU[demo.slug],
            de: DEMO_PROMOTIONS_DE[demo.slug],
            es: DEMO_PROMOTIONS_ES[demo.slug],
            pt: DEMO_PROMOTIONS_PT[demo.slug],
            tr: DEMO_PROMOTIONS_TR[demo.slug],
            uk: DEMO_PROMOTIONS_UK[demo.slug],
          }).flatMap(([lng, text]) =>
            text
              ? [
                  {
                    promotionId: row.id,
                    lng,
                    title: text.title,
                    summary: text.summary,
                    html: cleanHtml(text.html).html,
                    rulesHtml: cleanHtml(text.rulesHtml).html,
                  },
                ]
              : [],
          ),
        );
        if (demo.code) {
          await tx.insert(bonusCode).values({
            brand,
            code: demo.code.code,
            promotionId: row.id,
            amounts: amountsFor(demo.code.units),
            maxUses: demo.code.maxUses,
          });
        }
      }
    });
  }
}
