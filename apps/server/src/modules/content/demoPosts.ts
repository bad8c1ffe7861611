/**
 * The news and blog posts of the demo data: English for every post, Russian for some (the others fall back to
 * English). `date` is the post's first publication; the list shows the newest first.
 */
import type { DemoText } from './demoPages.en';

export interface DemoPost {
  kind: 'news' | 'blog';
  slug: string;
  date: string;
  en: DemoText & { summary: string };
  ru?: DemoText & { summary: string };
}

export const DEMO_POSTS: readonly DemoPost[] = [
  {
    kind: 'news',
    slug: 'live-cash-out-everywhere',
    date: '2026-11-26T10:00:00Z',
    en: {
      title: 'Cash-out now works on every live accumulator',
      summary:
        'Partial and full cash-out is available on accumulators with live selections, with the offer updated as the odds move.',
      html: `
<p>From today you can cash out accumulators that include live selections, not only pre-match ones. The offer in your bet history updates as the odds move, and you can take all of it or only a part.</p>
<h2>How it works</h2>
<p>Open <em>Bet history</em> in your personal office and choose an unsettled coupon. The cash-out amount shows the price of your bet right now. If the odds change while you decide, the slip tells you the new amount before anything is paid.</p>
<h2>Partial cash-out</h2>
<p>Move the slider to take part of the amount and leave the rest of the stake running. The remaining stake keeps the original odds.</p>
<p>Cash-out is not offered while a market is suspended, for example during a penalty review. The full rules are in the <a href="/information/rules/1">rule book</a>.</p>
`,
    },
    ru: {
      title: 'Кэшаут теперь доступен для всех экспрессов в лайве',
      summary:
        'Полный и частичный кэшаут работает и для экспрессов с событиями в лайве, сумма обновляется вместе с коэффициентами.',
      html: `
<p>С сегодняшнего дня можно продать экспресс, в котором есть события в лайве, а не только прематч. Сумма в истории ставок обновляется вместе с коэффициентами, забрать можно всю сумму или её часть.</p>
<h2>Как это работает</h2>
<p>Откройте <em>Историю ставок</em> в личном кабинете и выберите нерассчитанный купон. Сумма кэшаута — цена вашей ставки прямо сейчас. Если коэффициенты изменятся, купон покажет новую сумму до выплаты.</p>
<h2>Частичный кэшаут</h2>
<p>Сдвиньте ползунок, чтобы забрать часть суммы и оставить остаток ставки в игре. Остаток сохраняет исходные коэффициенты.</p>
<p>Кэшаут недоступен, пока рынок приостановлен, например во время просмотра VAR. Подробные правила — в <a href="/information/rules/1">правилах</a>.</p>
`,
    },
  },
  {
    kind: 'news',
    slug: 'seven-languages',
    date: '2026-11-19T09:30:00Z',
    en: {
      title: 'Betline now speaks seven languages',
      summary: 'Turkish, Ukrainian and Portuguese join English, Russian, German and Spanish across the site.',
      html: `
<p>Betline is now available in Turkish, Ukrainian and Portuguese, alongside English, Russian, German and Spanish. Choose your language in the site header or in your account settings; we remember the choice on every device you sign in with.</p>
<h2>What is translated</h2>
<p>The sportsbook, the casino, the personal office, e-mails and the support chat. Rules and information pages are being translated one by one; until a page has its own translation it is shown in English and marked so.</p>
`,
    },
  },
  {
    kind: 'news',
    slug: 'deposit-limits-take-effect-at-once',
    date: '2026-11-12T12:00:00Z',
    en: {
      title: 'Lowered limits now take effect immediately',
      summary:
        'When you lower a deposit, loss or wagering limit, the new amount applies at once; raising it still waits 24 hours.',
      html: `
<p>We changed how player limits work. When you lower a deposit, loss or wagering limit, the new amount applies the moment you save it. When you raise a limit or remove it, the change still waits 24 hours, so the decision is never made in the heat of a game.</p>
<h2>Where to set them</h2>
<p>Personal office, <em>Responsible gaming</em>. You can set a daily, weekly and monthly amount for each limit. Time-outs from 24 hours to 6 weeks and self-exclusion are on the same page.</p>
<p>Read more about our approach on the <a href="/information/responsiblegaming">responsible gaming page</a>.</p>
`,
    },
    ru: {
      title: 'Сниженные лимиты теперь действуют сразу',
      summary:
        'Снижение лимита депозитов, проигрышей или ставок действует сразу; повышение по-прежнему через 24 часа.',
      html: `
<p>Мы изменили работу лимитов. Если вы снижаете лимит депозитов, проигрышей или ставок, новая сумма действует с момента сохранения. Повышение или отмена лимита вступает в силу через 24 часа — чтобы решение не принималось в азарте игры.</p>
<h2>Где их настроить</h2>
<p>Личный кабинет, раздел <em>Ответственная игра</em>. Для каждого лимита можно задать сумму на день, неделю и месяц. Там же — перерывы от 24 часов до 6 недель и самоисключение.</p>
<p>Подробнее — на странице <a href="/information/responsiblegaming">ответственной игры</a>.</p>
`,
    },
  },
  {
    kind: 'news',
    slug: 'betting-calculator',
    date: '2026-11-05T15:00:00Z',
    en: {
      title: 'New: a betting calculator for singles, accumulators and systems',
      summary: 'Work out what a coupon pays in six odds formats before you place it.',
      html: `
<p>The new <a href="/information/betting-calculator">betting calculator</a> shows what a single, an accumulator or a system bet pays for the odds and results you enter. It understands decimal, fractional, American, Hong Kong, Malay and Indonesian odds.</p>
<p>Mark a selection as lost or void to see what a system still pays: a handy way to understand why systems are a safer, if smaller, bet than accumulators.</p>
`,
    },
  },
  {
    kind: 'news',
    slug: 'faster-withdrawals',
    date: '2026-10-29T08:00:00Z',
    en: {
      title: 'Withdrawals to cards in under an hour',
      summary: 'Verified players now receive most card withdrawals within 60 minutes, around the clock.',
      html: `
<p>We reworked our payment queue: for verified accounts, most withdrawals to bank cards are now processed within 60 minutes, at any time of day. E-wallets usually receive the money within 15 minutes.</p>
<h2>What speeds it up</h2>
<ul>
<li>Complete the verification in your personal office before your first withdrawal.</li>
<li>Withdraw to the same card or wallet you deposited with.</li>
<li>Keep your contact details current, so we can confirm a large payment quickly if needed.</li>
</ul>
<p>Processing times for each method are listed on the <a href="/information/payment">payments page</a>.</p>
`,
    },
  },
  {
    kind: 'news',
    slug: 'dark-theme',
    date: '2026-10-22T11:00:00Z',
    en: {
      title: 'A redesigned dark theme, easier on the eyes',
      summary: 'Higher contrast for odds and scores, calmer backgrounds and the same layout in both themes.',
      html: `
<p>Our dark theme has been redrawn from the ground up. Odds and scores have more contrast, backgrounds are calmer and every colour meets accessibility contrast requirements. The light theme got the same care.</p>
<p>Switch between them in the site header; by default Betline follows your device's setting.</p>
`,
    },
  },
  {
    kind: 'news',
    slug: 'support-tickets-with-attachments',
    date: '2026-10-15T13:00:00Z',
    en: {
      title: 'Support requests with attachments and live answers',
      summary:
        'Send screenshots and documents with your request, and see the answer the moment support writes it.',
      html: `
<p>Support requests in your personal office now accept up to three files (PNG, JPEG or PDF, 5 MB each). Answers appear live, without reloading the page, and you get a notice when support replies.</p>
<p>For questions about a payment, choose the payment in the request form: support sees its details immediately and you do not need to copy them.</p>
`,
    },
    ru: {
      title: 'Обращения в поддержку с вложениями и ответами в реальном времени',
      summary:
        'Прикрепляйте к обращению скриншоты и документы и получайте ответ сразу, как только его напишут.',
      html: `
<p>В обращения из личного кабинета теперь можно прикрепить до трёх файлов (PNG, JPEG или PDF, до 5 МБ каждый). Ответы появляются сразу, без перезагрузки страницы, а о новом ответе приходит уведомление.</p>
<p>Если вопрос о платеже, выберите его в форме обращения: поддержка сразу увидит детали, и вам не придётся их копировать.</p>
`,
    },
  },
  {
    kind: 'news',
    slug: 'winter-football-calendar',
    date: '2026-10-08T10:00:00Z',
    en: {
      title: 'More football markets for the winter season',
      summary: 'Corners, cards and player markets for every top-five league game, live and pre-match.',
      html: `
<p>Every game of the top five European leagues now has corners, cards and player markets (first scorer, anytime scorer, shots on target), before the game and live. Bet builder combinations are available on the headline games of each round.</p>
<p>Settlement follows official data; the rules for each market are in the <a href="/information/rules/1">rule book</a>.</p>
`,
    },
  },
  {
    kind: 'blog',
    slug: 'how-odds-work',
    date: '2026-11-24T09:00:00Z',
    en: {
      title: 'How odds work: decimal, fractional and American',
      summary:
        'What odds tell you about a result’s probability, and how to read them in any of the common formats.',
      html: `
<p>Odds say two things at once: how much a winning bet pays, and how likely the bookmaker thinks the result is. Once you see both, every format becomes easy to read.</p>
<h2>Decimal odds</h2>
<p>Decimal odds are the total return per unit staked. A stake of 10 at 2.50 returns 25: your 10 back and 15 profit. The implied probability is 1 divided by the odds: 1 / 2.50 = 40 %.</p>
<h2>Fractional odds</h2>
<p>Fractional odds show profit against stake. 3/2 means a profit of 3 for every 2 staked, which is 2.50 in decimal.</p>
<h2>American odds</h2>
<p>Positive American odds (+150) show the profit on a stake of 100; negative ones (−200) show the stake needed to win 100. +150 is 2.50 in decimal, −200 is 1.50.</p>
<h2>The margin</h2>
<p>Add up the implied probabilities of all results of a market and you get slightly more than 100 %. The difference is the bookmaker's margin. Comparing margins is a good way to see which markets give you the best value.</p>
<p>Try the numbers yourself in the <a href="/information/betting-calculator">betting calculator</a>.</p>
`,
    },
    ru: {
      title: 'Как устроены коэффициенты: десятичные, дробные и американские',
      summary: 'Что коэффициент говорит о вероятности исхода и как читать его в любом из привычных форматов.',
      html: `
<p>Коэффициент сообщает сразу две вещи: сколько принесёт выигрышная ставка и насколько вероятным букмекер считает исход. Поняв это, легко читать любой формат.</p>
<h2>Десятичные коэффициенты</h2>
<p>Десятичный коэффициент — это полная выплата на единицу ставки. Ставка 10 по коэффициенту 2,50 вернёт 25: ваши 10 и 15 прибыли. Вероятность исхода — единица, делённая на коэффициент: 1 / 2,50 = 40 %.</p>
<h2>Дробные коэффициенты</h2>
<p>Дробь показывает прибыль к ставке: 3/2 — это 3 прибыли на каждые 2 поставленных, то есть 2,50 в десятичном виде.</p>
<h2>Американские коэффициенты</h2>
<p>Положительный (+150) — прибыль со ставки 100; отрицательный (−200) — ставка, нужная, чтобы выиграть 100. +150 — это 2,50, −200 — 1,50.</p>
<h2>Маржа</h2>
<p>Сумма вероятностей всех исходов рынка чуть больше 100 %. Разница — маржа букмекера. Сравнивая маржу, проще найти самые выгодные рынки.</p>
<p>Проверьте расчёты в <a href="/information/betting-calculator">калькуляторе ставок</a>.</p>
`,
    },
  },
  {
    kind: 'blog',
    slug: 'accumulators-vs-systems',
    date: '2026-11-17T09:00:00Z',
    en: {
      title: 'Accumulators or systems? Choosing the right multiple bet',
      summary:
        'An accumulator needs every selection to win; a system forgives a miss. Here is how to choose.',
      html: `
<p>Accumulators (express bets) multiply the odds of their selections, so the potential return grows quickly, but a single lost selection loses the whole bet. A system bet splits the stake into every combination of a given size, so it can still pay when some selections lose.</p>
<h2>An example</h2>
<p>Three selections at 2.00 each. As an accumulator, a stake of 30 returns 240 if all three win and nothing otherwise. As a 2-of-3 system, the stake is split into three doubles of 10: two winners return 40, three winners return 120.</p>
<h2>Which one when</h2>
<ul>
<li>Choose an accumulator for a few selections you are confident about and accept the all-or-nothing risk.</li>
<li>Choose a system for more selections, when you expect one or two to go wrong.</li>
</ul>
<p>Whatever you choose, set your stake from a budget you decided on beforehand.</p>
`,
    },
  },
  {
    kind: 'blog',
    slug: 'setting-a-betting-budget',
    date: '2026-11-10T09:00:00Z',
    en: {
      title: 'Setting a betting budget that you keep',
      summary: 'Five habits that keep betting a pastime: a fixed budget, limits, time checks and breaks.',
      html: `
<p>Betting is entertainment, and like any entertainment it has a price you decide in advance. These habits help to keep it that way.</p>
<h2>1. Decide the amount before you play</h2>
<p>Pick an amount for the week or month that you can lose without it affecting bills, savings or plans, and treat it as spent.</p>
<h2>2. Let the site hold you to it</h2>
<p>Set a deposit limit at the same amount in <em>Responsible gaming</em>. Lowering it works at once; raising it waits 24 hours.</p>
<h2>3. Never chase losses</h2>
<p>Bigger stakes to win back a loss are the fastest way over budget. A loss is the price of the entertainment, not a debt to recover.</p>
<h2>4. Watch the clock</h2>
<p>Reality checks remind you how long you have been playing. Take a break when the game stops being fun.</p>
<h2>5. Ask for help early</h2>
<p>If betting worries you or people close to you, take a time-out or self-exclude, and talk to one of the organisations listed on our <a href="/information/responsiblegaming">responsible gaming page</a>.</p>
`,
    },
    ru: {
      title: 'Бюджет на ставки, которого легко придерживаться',
      summary:
        'Пять привычек, которые сохраняют ставки развлечением: бюджет, лимиты, контроль времени и перерывы.',
      html: `
<p>Ставки — это развлечение, и, как у любого развлечения, у него есть цена, которую вы определяете заранее.</p>
<h2>1. Решите, сколько тратите, до игры</h2>
<p>Выберите сумму на неделю или месяц, потеря которой не скажется на счетах, сбережениях и планах, и считайте её потраченной.</p>
<h2>2. Пусть сайт следит за этим</h2>
<p>Установите лимит депозитов на ту же сумму в разделе <em>Ответственная игра</em>. Снижение действует сразу, повышение — через 24 часа.</p>
<h2>3. Не отыгрывайтесь</h2>
<p>Повышать ставки, чтобы вернуть проигрыш, — самый быстрый способ выйти за бюджет.</p>
<h2>4. Следите за временем</h2>
<p>Напоминания о времени игры подскажут, сколько вы уже играете. Сделайте перерыв, когда игра перестаёт радовать.</p>
<h2>5. Обращайтесь за помощью вовремя</h2>
<p>Если ставки беспокоят вас или ваших близких, возьмите перерыв или включите самоисключение и обратитесь в одну из организаций со страницы <a href="/information/responsiblegaming">ответственной игры</a>.</p>
`,
    },
  },
  {
    kind: 'blog',
    slug: 'live-betting-basics',
    date: '2026-11-03T09:00:00Z',
    en: {
      title: 'Live betting basics: reading the game as it happens',
      summary: 'Why live odds move, what a suspended market means and how to bet calmly while the game runs.',
      html: `
<p>Live betting lets you react to what you see: a red card, a change of tactics, a tired favourite. The odds react too, often within a second.</p>
<h2>Why odds move</h2>
<p>Every goal, card or break point changes the probabilities, and the odds follow. Between events they drift slowly as time runs down.</p>
<h2>Suspended markets</h2>
<p>During dangerous moments (a penalty, a video review) markets are suspended and no bets are accepted. They reopen with new odds.</p>
<h2>Odds changes in your slip</h2>
<p>Choose in the slip's settings whether to confirm every change, accept any change, or accept only higher odds. Confirming every change is the calmest option when you are new to live betting.</p>
`,
    },
  },
  {
    kind: 'blog',
    slug: 'handicaps-explained',
    date: '2026-10-27T09:00:00Z',
    en: {
      title: 'Handicaps explained: European and Asian',
      summary: 'How a goal handicap evens out a one-sided game, and what quarter lines do to your stake.',
      html: `
<p>A handicap gives one team a virtual head start so that a one-sided game offers fair odds on both sides.</p>
<h2>European handicap</h2>
<p>The handicap is added to the score and the result is settled on three outcomes. Home −1 wins only if the home team wins by two or more goals.</p>
<h2>Asian handicap</h2>
<p>Asian handicaps remove the draw. With a whole line (−1) a one-goal win returns the stake; with a half line (−1.5) there is always a winner. Quarter lines (−1.25) split the stake between the two neighbouring lines, so half can win while the other half is returned.</p>
<p>The exact settlement rules are in chapter 2 of the <a href="/information/rules/1">rule book</a>.</p>
`,
    },
  },
  {
    kind: 'blog',
    slug: 'provably-fair-games',
    date: '2026-10-20T09:00:00Z',
    en: {
      title: 'Provably fair games: checking a round yourself',
      summary:
        'How server seeds, client seeds and hashes let you verify that a crash or dice round was not changed.',
      html: `
<p>In our provably fair games, every round's result is fixed before you bet and can be checked afterwards.</p>
<h2>How it works</h2>
<ol>
<li>Before the round, the server commits to a secret seed by showing its hash.</li>
<li>Your browser adds its own seed, which the server cannot predict.</li>
<li>After the round, the server reveals its seed. Hash it yourself: if it matches the commitment, the result was not changed.</li>
</ol>
<p>The fairness panel of each game shows the seeds of your last rounds and checks them for you, or lets you copy them into any independent checker.</p>
`,
    },
  },
];
