/**
 * The demo promotions in Ukrainian (seed.ts writes them beside the English ones). The terms are generated from
 * the same definitions the code applies (bonuses/terms.ts, FIRST_DEPOSIT_BONUS), as the English ones are.
 */
import { FIRST_DEPOSIT_BONUS } from '@betline/core';
import { BONUS_TERMS, CASINO_CONTRIBUTION, type BonusTerms } from '../bonuses/terms';
import type { DemoText } from './demoPromotions.ru';

const pct = (n: number) => `${n}\u00a0%`;
const odds = (thousandths: number) => (thousandths / 1000).toFixed(2).replace('.', ',');
const plural = new Intl.PluralRules('uk');
/** `n` followed by the form of the word that its number takes (1 день, 2 дні, 5 днів). */
function count(n: number, forms: { one: string; few: string; many: string; other: string }): string {
  const rule = plural.select(n);
  return `${n} ${rule === 'one' || rule === 'few' || rule === 'many' ? forms[rule] : forms.other}`;
}
const GAME_NAMES: Record<string, string> = {
  slot: 'слоти',
  dice: 'кості',
  crash: 'краш',
  keno: 'кено',
  plinko: 'Plinko',
};
const contributions = Object.entries(CASINO_CONTRIBUTION)
  .map(([game, percent]) => `${GAME_NAMES[game] ?? game} — ${pct(percent)}`)
  .join(', ');
const bonus = FIRST_DEPOSIT_BONUS;

function termsList(terms: BonusTerms, extra: string): string {
  return `<ul>
<li>Бонус потрібно відіграти ${count(terms.wageringMultiplier, { one: 'раз', few: 'рази', many: 'разів', other: 'раза' })}, перш ніж він стане грошима, які можна вивести.</li>
${terms.minOdds === null ? '<li>Ставки на спорт не зараховуються.</li>' : `<li>Купон на спорт зараховується всією сумою ставки, якщо його коефіцієнт від ${odds(terms.minOdds)} (виграш чи програш; повернення та продані купони не зараховуються).</li>`}
${Object.keys(terms.casinoContribution).length === 0 ? '<li>Ігри казино не зараховуються.</li>' : `<li>Раунд у казино зараховує таку частку ставки: ${contributions}.</li>`}
<li>У гроші перетворюється не більше ніж сума бонусу, помножена на ${terms.maxConversionMultiplier}; решта списується.</li>
<li>Бонус діє ${count(terms.validDays, { one: 'день', few: 'дні', many: 'днів', other: 'дня' })}. Те, що залишиться до кінця строку, списується.</li>
<li>Виведення коштів при активному бонусі анулює його. Відмовитися від бонусу можна будь-коли, а до першої ставки — відхилити його, в особистому кабінеті в розділі «Бонуси».</li>
${extra}
<li>Бонуси не нараховуються під час самовиключення чи перерви, а ставки бонусом враховуються у ваших лімітах програшу та ставок, як і будь-які інші.</li>
</ul>`;
}

export const DEMO_PROMOTIONS_UK: Readonly<Record<string, DemoText>> = {
  'welcome-sports': {
    title: `${pct(bonus.percent)} спортивного бонусу на перший депозит`,
    summary: `Оберіть спортивний бонус під час реєстрації, і ваш перший депозит буде доповнено на ${pct(bonus.percent)}, до ${bonus.maxUnits} US$ або еквівалента у вашій валюті.`,
    html: `<p>Уперше в Betline? Оберіть <strong>Спортивний бонус</strong> під час реєстрації. Ваш перший успішний депозит буде доповнено на ${pct(bonus.percent)} на бонусному рахунку, до ${bonus.maxUnits} US$ (або еквівалента у вашій валюті).</p>
<h2>Як це працює</h2>
<ol><li>Зареєструйтеся та оберіть спортивний бонус.</li><li>Зробіть перший депозит.</li><li>Бонус з’явиться в особистому кабінеті в розділі «Бонуси» разом із залишком відіграшу.</li><li>Робіть ставки з бонусного рахунку; після відіграшу бонус стане грошима.</li></ol>`,
    rulesHtml: termsList(
      BONUS_TERMS.first_deposit_sport,
      '<li>Один бонус на перший депозит на гравця; вибір робиться під час реєстрації.</li>',
    ),
  },
  'welcome-casino': {
    title: `${pct(bonus.percent)} бонусу казино на перший депозит`,
    summary: `Оберіть бонус казино під час реєстрації: ваш перший депозит буде доповнено на ${pct(bonus.percent)}, до ${bonus.maxUnits} US$ або еквівалента.`,
    html: `<p>Любите казино? Оберіть <strong>Бонус казино</strong> під час реєстрації, і ваш перший успішний депозит буде доповнено на ${pct(bonus.percent)} на бонусному рахунку, до ${bonus.maxUnits} US$ (або еквівалента у вашій валюті).</p>
<p>Кожна гра зі списку цієї акції зараховується у відіграш своєю часткою ставки за умовами. Усі наші ігри доказово чесні: будь-який раунд можна перевірити самостійно.</p>`,
    rulesHtml: termsList(
      BONUS_TERMS.first_deposit_casino,
      '<li>Один бонус на перший депозит на гравця; вибір робиться під час реєстрації.</li>',
    ),
  },
  'welcome-code': {
    title: 'Бонус 10 US$ за промокодом WELCOME10',
    summary:
      'Зареєструвалися за останні 30 днів? Введіть WELCOME10 в особистому кабінеті й отримайте 10 US$ (або еквівалент) на бонусний рахунок без депозиту.',
    html: `<p>Введіть <strong>WELCOME10</strong> в особистому кабінеті в розділі <em>Промокод</em>. Бонус нараховується одразу: 10 US$ або еквівалент у вашій валюті.</p>
<p>Депозит не потрібен. Промокод — для гравців, які зареєструвалися за останні 30 днів, один раз на гравця.</p>`,
    rulesHtml: termsList(
      BONUS_TERMS.promo,
      '<li>Один раз на гравця, протягом 30 днів після реєстрації.</li>',
    ),
  },
  'weekend-reload': {
    title: 'Бонус на повторний депозит: 25 US$ за промокодом RELOAD25',
    summary:
      'Уже робили депозит? Введіть RELOAD25 в особистому кабінеті й отримайте бонус 25 US$ (або еквівалент). Лише для перших 10\u00a0000 гравців.',
    html: `<p>Для гравців, які зробили хоча б один депозит: введіть <strong>RELOAD25</strong> в особистому кабінеті в розділі <em>Промокод</em>, і 25 US$ (або еквівалент у вашій валюті) надійдуть на бонусний рахунок.</p>
<p>Загалом промокод має 10\u00a0000 активацій; кабінет повідомить, коли вони закінчаться.</p>`,
    rulesHtml: termsList(
      BONUS_TERMS.promo,
      '<li>Один раз на гравця, після хоча б одного успішного депозиту. Загалом 10\u00a0000 активацій.</li>',
    ),
  },
  'plinko-drop': {
    title: 'Plinko вже тут: 5 US$ за промокодом PLINKO5',
    summary:
      'Спробуйте нашу нову доказово чесну гру Plinko: введіть PLINKO5 в особистому кабінеті й отримайте бонус 5 US$ (або еквівалент).',
    html: `<p>У нашій новій грі кулька падає крізь 8, 12 або 16 рядів кілочків у ряд призів. Оберіть низький, середній або високий ризик; кожен кидок можна перевірити на сторінці доказової чесності.</p>
<p>Введіть <strong>PLINKO5</strong> в особистому кабінеті в розділі <em>Промокод</em> і отримайте бонус 5 US$ (або еквівалент у вашій валюті).</p>`,
    rulesHtml: termsList(BONUS_TERMS.promo, '<li>Один раз на гравця.</li>'),
  },
  'express-bonus': {
    title: `Бонус на експрес: збільшення коефіцієнта до ${pct(10)}`,
    summary: `Експрес із 3 і більше подій з коефіцієнтом кожної від 1,10 отримує надбавку ${pct(1)} за кожну подію, до ${pct(10)}.`,
    html: `<p>Зберіть експрес щонайменше з 3 подій з коефіцієнтом кожної від 1,10: купон запропонує бонус на експрес, який підвищує коефіцієнт купона на ${pct(1)} за кожну подію, до ${pct(10)} при 10 подіях і більше.</p>
<p>Нічого активувати не потрібно: купон покаже бонус, щойно експрес відповідатиме умовам, і його можна прибрати.</p>`,
    rulesHtml: `<ul><li>Лише експреси, щонайменше з 3 подій.</li><li>Коефіцієнт кожної події від 1,10; спеціальні ринки не підходять.</li><li>Надбавка ${pct(1)} за подію (3 події — ${pct(3)}), ${pct(10)} починаючи з 10 подій.</li><li>Діє там, де сайт пропонує бонус на експрес.</li></ul>`,
  },
};
