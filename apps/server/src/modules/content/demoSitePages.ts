/**
 * The demo texts of the site's own pages (`partners`, the app pages, the betting alphabet, points, awards: kind
 * `site-page`, not listed in the information index) and of the further information pages (USSD, SMS bets, cash
 * terminals, simple identification: kind `page`). English for each, Russian for some.
 */
import type { DemoText } from './demoPages.en';

const LETTERS: readonly [string, readonly [string, string][]][] = [
  [
    'A',
    [
      ['Accumulator', 'A bet on two or more selections whose odds are multiplied; every selection must win.'],
      ['Asian handicap', 'A handicap without a draw: whole, half and quarter lines (see H).'],
    ],
  ],
  ['B', [['Bet builder', 'Several markets of one game combined into a single bet.']]],
  [
    'C',
    [
      ['Cash-out', 'Settling a bet early for the amount offered now, before its events are over.'],
      ['Coupon', 'The slip that holds your selections, stake and bet type before you place the bet.'],
    ],
  ],
  ['D', [['Double chance', 'A bet that covers two of the three results of a game (1X, 12 or X2).']]],
  ['E', [['Each way', 'Two equal bets: one on a win, one on a place, for a fraction of the win odds.']]],
  ['F', [['Favourite', 'The side the odds consider most likely to win: the lowest odds of a market.']]],
  ['H', [['Handicap', 'A virtual head start given to one side so that both sides have fair odds.']]],
  ['I', [['In-play', 'Betting while the event is being played; also called live betting.']]],
  ['L', [['Line', 'The list of upcoming events and their markets open for betting before the start.']]],
  [
    'M',
    [
      ['Margin', 'The bookmaker’s share in a market: how far its implied probabilities exceed 100 %.'],
      ['Moneyline', 'American name for a bet on the winner of a game.'],
    ],
  ],
  ['O', [['Over/under', 'A bet on whether a total (goals, points, corners) ends above or below a line.']]],
  ['P', [['Push', 'A result exactly on the line: the stake is returned (void).']]],
  ['S', [['System', 'A bet split into every combination of a given size of its selections, e.g. 2 of 3.']]],
  ['T', [['Total', 'The sum of goals, points or other units in a game, the subject of over/under bets.']]],
  ['U', [['Underdog', 'The side the odds consider less likely to win: the higher odds.']]],
  ['V', [['Void', 'A bet or selection cancelled and settled at odds of 1.00: the stake is returned.']]],
];

const ALPHABET_HTML = `
<p>The words of sports betting, from A to Z, in plain language. Jump to a letter with the table of contents.</p>
${LETTERS.map(
  ([letter, terms]) =>
    `<h2>${letter}</h2>\n<dl>\n${terms.map(([term, text]) => `<dt><strong>${term}</strong></dt><dd>${text}</dd>`).join('\n')}\n</dl>`,
).join('\n')}
<p>More on how bets are settled is in the <a href="/information/rules/1">rule book</a>.</p>
`;

const APP_INSTALL = `
<h2>How to install</h2>
<ol>
<li>Open Betline in Chrome, Edge, Samsung Internet or Safari on your device.</li>
<li>Press <strong>Install the app</strong> on this page when your browser offers it, or choose <em>Install app</em> (Safari: <em>Share</em>, then <em>Add to Home Screen</em>) in the browser menu.</li>
<li>Open Betline from your home screen or app list and sign in once.</li>
</ol>`;

/** The site pages, by slug (each is also its route's address). */
export const DEMO_SITE_PAGES_EN: Readonly<Record<string, DemoText>> = {
  partners: {
    title: 'Betline Partners: the affiliate programme',
    html: `
<p>Betline Partners pays website owners, streamers and tipsters for the players they bring to Betline. You get tracking links, promotional material and a dashboard that shows your players' activity and your earnings in real time.</p>
<h2>Commission model</h2>
<table>
<caption>Revenue share per month, by net gaming revenue of your players</caption>
<thead><tr><th scope="col">Net revenue per month</th><th scope="col">Your share</th></tr></thead>
<tbody>
<tr><td>up to €10,000</td><td>25 %</td></tr>
<tr><td>€10,001 – €50,000</td><td>30 %</td></tr>
<tr><td>over €50,000</td><td>35 %</td></tr>
</tbody>
</table>
<p>Net gaming revenue is stakes minus winnings, bonuses and payment costs. There is no negative carry-over: a month with a negative balance starts the next one from zero. A fixed fee per qualified player (CPA) or a mix of both is agreed individually for large traffic.</p>
<h2>How to join</h2>
<ol>
<li>Send us your website or channel, your traffic sources and the countries of your audience.</li>
<li>Our affiliate managers reply within two working days and open your partner account.</li>
<li>Add your tracking links and start earning. Payments are made monthly, by the 10th, from €100.</li>
</ol>
<h2>Rules</h2>
<ul>
<li>Promote to adults only, and never in countries where Betline is not licensed.</li>
<li>Always show our responsible-gaming message with our offers; do not promise winnings.</li>
<li>Brand bidding in search engines and spam are not allowed.</li>
</ul>
<h2>Contact</h2>
<p>Write to <a href="mailto:partners@betline.example">partners@betline.example</a>; a manager answers within one working day.</p>
`,
  },
  'mobile-app': {
    title: 'The Betline mobile app',
    html: `
<p>The Betline app puts the whole sportsbook and casino on your phone: live odds, your coupon, cash-out, payments and your limits, in a fast app that starts from your home screen.</p>
<h2>Features</h2>
<ul>
<li>Live betting with scores and odds updated in real time.</li>
<li>Notices when your bets are settled or support answers.</li>
<li>Face ID, fingerprint or PIN sign-in on supported devices.</li>
<li>Deposits and withdrawals with the same methods as on the website.</li>
<li>Small download: the app installs from the website in seconds, and updates itself.</li>
</ul>
<h2>System requirements</h2>
<ul>
<li>Android 9 or later with Chrome 110+ or Samsung Internet 21+.</li>
<li>iPhone or iPad with iOS 16.4 or later (Safari).</li>
<li>About 15 MB of free space.</li>
</ul>
${APP_INSTALL}
`,
  },
  'desktop-app': {
    title: 'The Betline desktop app',
    html: `
<p>Install Betline on your computer and open it in its own window, without browser tabs, straight from the taskbar or the Dock.</p>
<h2>Features</h2>
<ul>
<li>A separate window sized for several live games at once.</li>
<li>Keyboard shortcuts of the website, notices from the system.</li>
<li>Always the latest version: the app updates with the website.</li>
</ul>
<h2>System requirements</h2>
<ul>
<li>Windows 10 or 11, macOS 12 or later, or a current Linux desktop.</li>
<li>Google Chrome or Microsoft Edge, version 110 or later.</li>
</ul>
<h2>How to install</h2>
<ol>
<li>Open Betline in Chrome or Edge on your computer.</li>
<li>Press <strong>Install the app</strong> on this page, or the install icon at the right of the address bar.</li>
<li>Betline opens in its own window; pin it to the taskbar or Dock.</li>
</ol>
`,
  },
  'download-app': {
    title: 'Download the Betline app',
    html: `
<p>Betline installs straight from our website on phones, tablets and computers: no app store, no large download, no separate account. It is the same Betline, with the same balance and bets.</p>
<h2>Why install</h2>
<ul>
<li>Opens from your home screen or taskbar in a second.</li>
<li>Notices when bets are settled and when support answers.</li>
<li>Updates itself; nothing to download again.</li>
</ul>
<h2>Which device</h2>
<p>See the <a href="/mobile-app">mobile app</a> page for phones and tablets and the <a href="/desktop-app">desktop app</a> page for computers, with system requirements for each.</p>
${APP_INSTALL}
<p>Only install Betline from this website. We never ask you to install files from messengers or other sites.</p>
`,
  },
  'ipl-betting-app': {
    title: 'IPL betting app',
    html: `
<p>Follow every Indian Premier League game in the Betline app: ball-by-ball live odds, player markets and cash-out, with the match centre one tap away.</p>
<h2>Cricket markets</h2>
<ul>
<li>Match winner, top batter and top bowler of each team.</li>
<li>Runs in the powerplay, total sixes, over/under runs per innings.</li>
<li>Next over and next wicket markets during the game.</li>
</ul>
<h2>System requirements</h2>
<ul>
<li>Android 9 or later (Chrome or Samsung Internet), or iOS 16.4 or later (Safari).</li>
<li>A stable mobile connection for live betting.</li>
</ul>
${APP_INSTALL}
<p>Bet within your limits: set them in the personal office before the season starts.</p>
`,
  },
  'betting-alphabet': { title: 'Betting alphabet', html: ALPHABET_HTML },
  points: {
    title: 'Betline points',
    html: `
<p>Every settled bet earns Betline points. Points are a cashback you choose yourself: exchange them for bonus money, free bets or free spins in your personal office.</p>
<h2>How you earn points</h2>
<table>
<caption>Points per 10 of stake (settled bets)</caption>
<thead><tr><th scope="col">Bet</th><th scope="col">Points</th></tr></thead>
<tbody>
<tr><td>Single, odds 1.50 or higher</td><td>1</td></tr>
<tr><td>Accumulator of 3+ selections, each 1.30 or higher</td><td>2</td></tr>
<tr><td>Casino slots</td><td>0.5</td></tr>
<tr><td>Live casino and table games</td><td>0.2</td></tr>
</tbody>
</table>
<p>Bets settled as void, cashed out early or placed with bonus money earn no points.</p>
<h2>How you use them</h2>
<ul>
<li>100 points are worth 1 in your account's currency as bonus money, with a single wager on odds of 1.50 or higher.</li>
<li>Free bets and free spins are offered at a better rate during promotions.</li>
<li>Points expire 12 months after they were earned; the oldest are used first.</li>
</ul>
<h2>Levels</h2>
<p>Points earned in a calendar month also count toward your level (Bronze, Silver, Gold, Platinum). Each level adds 10 % to the points you earn the next month. Your balance and level are in the personal office under <em>Rewards</em>.</p>
`,
  },
  'betting-awards': {
    title: 'Betline betting awards',
    html: `
<p>Every month Betline awards the players who read the game best. The awards are decided by published rules, on settled bets only, and the winners are announced here in the first week of the next month.</p>
<h2>The awards</h2>
<dl>
<dt><strong>Accumulator of the month</strong></dt><dd>The highest winning odds of an accumulator with a stake of at least 5. Prize: a free bet of 100.</dd>
<dt><strong>Live read of the month</strong></dt><dd>The highest winning odds of a single placed live, stake at least 5. Prize: a free bet of 50.</dd>
<dt><strong>Sharpest streak</strong></dt><dd>The longest run of winning singles at odds of 1.80 or higher. Prize: a free bet of 50.</dd>
</dl>
<h2>Rules</h2>
<ul>
<li>Bets must be placed and settled in the calendar month, with real money.</li>
<li>Cashed-out, void and bonus bets do not count.</li>
<li>One award per player per month; ties go to the bet placed first.</li>
<li>Players with active self-exclusion or a time-out are not eligible.</li>
</ul>
<p>Awards are a bonus on top of the game, never a reason to bet more than you planned.</p>
`,
  },
};

/** Further information pages (listed in the information index). */
export const DEMO_INFO_PAGES_EN: Readonly<Record<string, DemoText>> = {
  ussdinstruction: {
    title: 'Betting by USSD',
    html: `
<p>With USSD you can check your balance and place simple bets from any mobile phone, without internet access. It works with the phone number you confirmed in your account.</p>
<h2>Codes</h2>
<table>
<thead><tr><th scope="col">Code</th><th scope="col">What it does</th></tr></thead>
<tbody>
<tr><td><code>*123#</code></td><td>The main menu: balance, bets, help</td></tr>
<tr><td><code>*123*1#</code></td><td>Your balance</td></tr>
<tr><td><code>*123*2*event*outcome*stake#</code></td><td>A single bet, e.g. <code>*123*2*4512*1*100#</code></td></tr>
<tr><td><code>*123*3#</code></td><td>Your last five bets</td></tr>
</tbody>
</table>
<h2>Good to know</h2>
<ul>
<li>Event numbers are shown in the line next to each game and in the SMS line.</li>
<li>Your operator may charge a USSD session at its usual rate.</li>
<li>Limits you set in the personal office apply to USSD bets as well.</li>
</ul>
`,
  },
  smsbets: {
    title: 'Betting by SMS',
    html: `
<p>Place a single bet by sending an SMS from the phone number confirmed in your account. The stake is taken from your main balance, and you receive a reply with the bet number or the reason it was not accepted.</p>
<h2>The message</h2>
<p>Send <code>BET event outcome stake</code> to <strong>7700</strong>, for example <code>BET 4512 1 100</code>: a bet of 100 on outcome 1 of event 4512.</p>
<h2>Outcomes</h2>
<ul>
<li><code>1</code>, <code>X</code>, <code>2</code>: home win, draw, away win.</li>
<li><code>O2.5</code>, <code>U2.5</code>: over or under 2.5 goals.</li>
</ul>
<h2>Other commands</h2>
<ul>
<li><code>BAL</code>: your balance.</li>
<li><code>LAST</code>: your last three bets.</li>
<li><code>STOP</code>: switch SMS betting off; <code>START</code> switches it on again.</li>
</ul>
<p>An SMS costs your operator's standard rate. Odds may change between your message and its arrival; the bet is accepted at the odds when it arrives, if they are not lower.</p>
`,
  },
  cash_terminals: {
    title: 'Cash terminals',
    html: `
<p>You can top up your Betline account in cash at payment terminals in shops and stations. The money is credited within minutes.</p>
<h2>How to pay</h2>
<ol>
<li>Choose <em>Betting and games</em>, then <em>Betline</em> on the terminal's screen.</li>
<li>Enter your account number (shown in the personal office) and check it on the screen.</li>
<li>Insert the notes and keep the receipt until the money is in your account.</li>
</ol>
<h2>Limits and fees</h2>
<ul>
<li>From 100 to 15,000 per payment.</li>
<li>Betline charges no fee; the terminal's owner may, and shows it before you pay.</li>
<li>Terminals give no change: the whole amount inserted is credited.</li>
</ul>
<p>If the money has not arrived within an hour, send the receipt's photo through a support request about a deposit.</p>
`,
  },
  simpleidentification: {
    title: 'Simple identification',
    html: `
<p>Simple identification confirms who you are without visiting an office: in most cases it takes a few minutes and is done entirely in your personal office.</p>
<h2>What you need</h2>
<ul>
<li>Your passport or national ID card.</li>
<li>A phone number registered in your name.</li>
<li>For some payment methods, a photo of the card or a statement of the wallet you use.</li>
</ul>
<h2>Steps</h2>
<ol>
<li>Open <em>Identification</em> in the personal office and fill in your details exactly as in your document.</li>
<li>Upload a photo of the document's page with your photo.</li>
<li>Wait for the result; you get a notice, usually within 15 minutes and always within 24 hours.</li>
</ol>
<h2>Why it is needed</h2>
<p>The law requires us to know our players before paying out winnings; identification also protects your account from being used by someone else. See our <a href="/information/kycpolicy">KYC policy</a>.</p>
`,
  },
};

export const DEMO_SITE_PAGES_RU: Readonly<Record<string, DemoText>> = {
  partners: {
    title: 'Betline Partners: партнёрская программа',
    html: `
<p>Betline Partners платит владельцам сайтов, стримерам и каппертам за игроков, которых они приводят в Betline. Вы получаете ссылки для отслеживания, промоматериалы и кабинет, где в реальном времени видны активность ваших игроков и ваш доход.</p>
<h2>Модель вознаграждения</h2>
<table>
<caption>Доля дохода в месяц по чистому игровому доходу ваших игроков</caption>
<thead><tr><th scope="col">Чистый доход в месяц</th><th scope="col">Ваша доля</th></tr></thead>
<tbody>
<tr><td>до 10 000 €</td><td>25 %</td></tr>
<tr><td>10 001 – 50 000 €</td><td>30 %</td></tr>
<tr><td>более 50 000 €</td><td>35 %</td></tr>
</tbody>
</table>
<p>Чистый игровой доход — ставки за вычетом выигрышей, бонусов и платёжных расходов. Отрицательный баланс не переносится: следующий месяц начинается с нуля. Фиксированная оплата за игрока (CPA) или гибрид обсуждаются индивидуально.</p>
<h2>Как подключиться</h2>
<ol>
<li>Пришлите нам ваш сайт или канал, источники трафика и страны аудитории.</li>
<li>Менеджер ответит в течение двух рабочих дней и откроет партнёрский кабинет.</li>
<li>Разместите ссылки и зарабатывайте. Выплаты ежемесячно до 10-го числа, от 100 €.</li>
</ol>
<h2>Правила</h2>
<ul>
<li>Реклама только для совершеннолетних и только в странах, где у Betline есть лицензия.</li>
<li>Всегда указывайте наше предупреждение об ответственной игре и не обещайте выигрышей.</li>
<li>Покупка брендовых запросов в поисковиках и спам запрещены.</li>
</ul>
<h2>Контакты</h2>
<p>Пишите на <a href="mailto:partners@betline.example">partners@betline.example</a> — менеджер ответит в течение рабочего дня.</p>
`,
  },
  'mobile-app': {
    title: 'Мобильное приложение Betline',
    html: `
<p>Приложение Betline — это вся букмекерская контора и казино в телефоне: коэффициенты в лайве, купон, кэшаут, платежи и лимиты в быстром приложении, которое открывается с главного экрана.</p>
<h2>Возможности</h2>
<ul>
<li>Ставки в лайве со счётом и коэффициентами в реальном времени.</li>
<li>Уведомления о расчёте ставок и ответах поддержки.</li>
<li>Вход по Face ID, отпечатку пальца или PIN-коду.</li>
<li>Пополнение и вывод теми же способами, что и на сайте.</li>
</ul>
<h2>Системные требования</h2>
<ul>
<li>Android 9 или новее с Chrome 110+ или Samsung Internet 21+.</li>
<li>iPhone или iPad с iOS 16.4 или новее (Safari).</li>
<li>Около 15 МБ свободного места.</li>
</ul>
<h2>Как установить</h2>
<ol>
<li>Откройте Betline в Chrome, Edge, Samsung Internet или Safari.</li>
<li>Нажмите <strong>Установить приложение</strong> на этой странице, когда браузер это предложит, или выберите <em>Установить приложение</em> в меню браузера (в Safari: <em>Поделиться</em>, затем <em>На экран «Домой»</em>).</li>
<li>Откройте Betline с главного экрана и войдите один раз.</li>
</ol>
`,
  },
};
