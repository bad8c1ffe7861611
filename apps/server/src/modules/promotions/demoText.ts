/**
 * What the demo promotions' translations (demoPromotions.*.ts) share: the shape of a text, the first-deposit
 * bonus they describe, and the helpers that put numbers into words. Each language keeps its own words, game
 * names, percent style and sentences.
 */
import { FIRST_DEPOSIT_BONUS } from '@betline/core';
import type { GameId } from '@betline/games';
import { CASINO_CONTRIBUTION } from '../bonuses/terms';

/** One promotion's texts in one language. */
export interface DemoText {
  title: string;
  summary: string;
  html: string;
  rulesHtml: string;
}

/** The first-deposit bonus that the welcome promotions offer. */
export const bonus = FIRST_DEPOSIT_BONUS;

/** A percentage with its sign after the number, never broken from it: "100 %". */
export const spacedPercent = (n: number): string => `${n}\u00a0%`;

/** Odds given in thousandths, with two decimals written with `decimalSeparator`: 1500 -> "1,50". */
export function oddsIn(decimalSeparator: string): (thousandths: number) => string {
  return (thousandths) => (thousandths / 1000).toFixed(2).replace('.', decimalSeparator);
}

/** The forms of a word by plural category; a category without a form of its own takes `other`. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** `n` followed by the form of the word that its number takes in the language `lng` (1 Tag, 5 Tage). */
export function countIn(lng: string): (n: number, forms: PluralForms) => string {
  const plural = new Intl.PluralRules(lng);
  return (n, forms) => `${n} ${forms[plural.select(n)] ?? forms.other}`;
}

/**
 * The share of its stake that a casino round counts, game by game (CASINO_CONTRIBUTION): each game's name,
 * `separator`, and its percentage written by `percent`, joined with commas.
 */
export function contributionsIn(
  gameNames: Readonly<Record<GameId, string>>,
  percent: (n: number) => string,
  separator = ' ',
): string {
  return (Object.entries(CASINO_CONTRIBUTION) as [GameId, number][])
    .map(([game, share]) => `${gameNames[game]}${separator}${percent(share)}`)
    .join(', ');
}
