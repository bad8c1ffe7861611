/**
 * The information pages of the demo data in English (every page has its English text; other languages fall back
 * to it). HTML of the allow-list in sanitize.ts; h2/h3 headings make each page's table of contents.
 */
export interface DemoText {
  title: string;
  html: string;
}

export const DEMO_PAGES_EN: Readonly<Record<string, DemoText>> = {
  about: {
    title: 'About Betline',
    html: `
<p>Betline is a sportsbook and casino built for people who like to follow the game closely. We offer pre-match and live betting on more than thirty sports, a casino with slots, table games and live dealers, and a personal office where your money, your bets and your limits are always one click away.</p>
<h2>What we stand for</h2>
<p>We want betting to stay a pastime. That is why our player-protection tools go further than the industry usually does: deposit, loss and wagering limits that take effect at once when you lower them, reality checks, time-outs and self-exclusion that you can set yourself without writing to anyone.</p>
<p>We publish our rules in plain language, we settle bets on official results, and we explain every decision about your account. If something goes wrong, our support team answers around the clock.</p>
<h2>The product</h2>
<h3>Sports</h3>
<p>Football, tennis, basketball, ice hockey, volleyball, esports and many more, with singles, accumulators (express bets) and system bets. Live games update their odds, score and clock in real time, and the betting slip tells you at once when a price moves.</p>
<h3>Casino</h3>
<p>Slots, roulette, blackjack, crash games and live tables from established studios. Every game shows its return to player, and our own provably fair games let you check each round yourself.</p>
<h3>Accessibility</h3>
<p>Betline works in desktop and mobile browsers, in seven languages, with a keyboard and with screen readers. Dark and light themes are designed with the same care, so you can choose the one that is easier on your eyes.</p>
<h2>Who we are</h2>
<p>Betline is operated by Betline Gaming Ltd. Our licences and the authorities that supervise us are listed on the <a href="/information/licenses">licences page</a>. You must be 18 or older (or the legal age in your country, if higher) to open an account.</p>
`,
  },
  contacts: {
    title: 'Contacts',
    html: `
<p>Our support team is available 24 hours a day, 7 days a week. Most questions are answered within minutes in the chat; e-mails are answered within 24 hours.</p>
<h2>Support</h2>
<ul>
<li><strong>Chat:</strong> the "Support" button at the bottom of every page.</li>
<li><strong>E-mail:</strong> <a href="mailto:support@betline.example">support@betline.example</a></li>
<li><strong>Phone:</strong> <a href="tel:+35725000100">+357 25 000 100</a> (free call-back on request)</li>
</ul>
<p>To help us find your account quickly, write from the e-mail address you registered with and mention your account number. Never send us your password or the full number of a bank card.</p>
<h2>Specific questions</h2>
<h3>Payments and withdrawals</h3>
<p><a href="mailto:payments@betline.example">payments@betline.example</a>: questions about a deposit that has not arrived, a withdrawal in progress or a refund.</p>
<h3>Verification documents</h3>
<p><a href="mailto:kyc@betline.example">kyc@betline.example</a>: documents for identity verification, if the upload in your personal office does not work for you.</p>
<h3>Complaints</h3>
<p><a href="mailto:complaints@betline.example">complaints@betline.example</a>: formal complaints, answered within 14 days. How complaints are handled is described on the <a href="/information/disputeresolution">dispute resolution page</a>.</p>
<h2>Postal address</h2>
<p>Betline Gaming Ltd., 12 Harbour Street, 3036 Limassol, Cyprus.</p>
<h2>Partners and press</h2>
<p>Affiliate programme: <a href="mailto:partners@betline.example">partners@betline.example</a>. Press enquiries: <a href="mailto:press@betline.example">press@betline.example</a>.</p>
`,
  },
  howbet: {
    title: 'How to bet',
    html: `
<p>Placing a bet on Betline takes a few taps. This guide walks you through it from the first deposit to the settled bet.</p>
<h2>1. Open an account and make a deposit</h2>
<p>Register with your e-mail or phone number, confirm it, and make a deposit in the personal office. Before you start, consider setting a deposit limit: it is easiest to decide on a budget before the first bet.</p>
<h2>2. Choose an event</h2>
<p>Pick a sport in the menu on the left (on a phone: the "Sports" tab at the bottom), then a championship and a game. Upcoming games are under <em>Line</em>, games being played right now under <em>Live</em>.</p>
<h2>3. Add selections to the slip</h2>
<p>Tap a price (the odds of an outcome) to add it to the betting slip. Tap it again to remove it. The slip shows every selection with its odds and the possible win.</p>
<h3>Single</h3>
<p>One selection. You win if it wins; the payout is the stake multiplied by the odds.</p>
<h3>Express (accumulator)</h3>
<p>Two or more selections from different games in one bet. Their odds are multiplied, so the possible win grows quickly, but every selection must win. Expresses of three or more selections may receive a bonus on the odds.</p>
<h3>System</h3>
<p>A set of expresses of a chosen size built from your selections: for example, "2 from 3" is three doubles. A system can still pay out when some selections lose. The slip shows how many bets the system holds and the total stake.</p>
<h2>4. Enter the stake and confirm</h2>
<p>Type the stake or choose one of the quick amounts, check the possible win and press "Place bet". If a price changes before the bet is accepted, the slip tells you; you decide in the slip's settings whether to accept changed odds automatically.</p>
<h2>5. Follow and settle</h2>
<p>Your open bets are under <em>My bets</em>. When the game ends, the bet is settled on the official result and any winnings are credited to your balance at once. Some bets can be cashed out before the end; see the cash-out rules.</p>
<h2>Odds formats</h2>
<p>Odds are shown as decimal numbers by default. In the settings you can switch to fractional (UK), American, Hong Kong, Indonesian or Malaysian odds; the price is the same, only its notation changes.</p>
`,
  },
  payment: {
    title: 'Payment methods',
    html: `
<p>You can pay in and withdraw with the methods below. Betline charges no fees for deposits or withdrawals; your bank or payment provider may charge its own. Limits are shown in US dollars and apply in the equivalent amount of your account's currency.</p>
<h2>Deposits</h2>
<table>
<caption>Deposit limits and times</caption>
<thead><tr><th scope="col">Method</th><th scope="col">Minimum</th><th scope="col">Maximum</th><th scope="col">Time</th></tr></thead>
<tbody>
<tr><td>Bank card (Visa, Mastercard)</td><td>1 USD</td><td>5,000 USD</td><td>Instant</td></tr>
<tr><td>E-wallet</td><td>5 USD</td><td>2,000 USD</td><td>Instant</td></tr>
<tr><td>Bank transfer</td><td>50 USD</td><td>50,000 USD</td><td>1–3 working days</td></tr>
</tbody>
</table>
<p>A deposit counts towards the deposit limits you have set. If a deposit would exceed one of them, it is refused before any money is taken.</p>
<h2>Withdrawals</h2>
<table>
<caption>Withdrawal limits and times</caption>
<thead><tr><th scope="col">Method</th><th scope="col">Minimum</th><th scope="col">Maximum</th><th scope="col">Time</th></tr></thead>
<tbody>
<tr><td>Bank card</td><td>10 USD</td><td>3,000 USD</td><td>Up to 24 hours after approval</td></tr>
<tr><td>E-wallet</td><td>5 USD</td><td>1,000 USD</td><td>Up to 1 hour after approval</td></tr>
<tr><td>Bank transfer</td><td>50 USD</td><td>20,000 USD</td><td>1–5 working days after approval</td></tr>
</tbody>
</table>
<h3>Approval</h3>
<p>Each withdrawal is reviewed before it is paid. Most are approved within an hour. While a withdrawal is pending you can cancel it in the personal office and the money returns to your balance.</p>
<h3>Where the money goes</h3>
<p>We pay out to a method you have deposited with, in your name. For large amounts, or when your account is not yet verified, we may ask for documents first (see the <a href="/information/kycpolicy">KYC policy</a>).</p>
<h2>Bonuses</h2>
<p>Your first deposit may be matched with a bonus of 100 % up to 100 USD. Bonus money has its own wagering conditions, shown in the personal office before you accept it.</p>
`,
  },
  cookies: {
    title: 'Cookie policy',
    html: `
<p>This policy explains which cookies Betline uses, why, and how you can change your choice. A cookie is a small text file a website stores in your browser.</p>
<h2>Cookies we always use</h2>
<p>These cookies make the site work and cannot be switched off:</p>
<ul>
<li><strong>Session:</strong> keeps you signed in. It cannot be read by scripts on the page.</li>
<li><strong>Security:</strong> protects forms against cross-site request forgery and remembers that your browser passed a check.</li>
<li><strong>Preferences:</strong> your language, colour theme, odds format and time zone, so the page appears the way you chose from the first moment.</li>
<li><strong>Consent:</strong> remembers your answer to the cookie notice.</li>
</ul>
<h2>Cookies you can choose</h2>
<h3>Analytics</h3>
<p>With your consent we count visits and measure how pages perform, to find and fix what is slow or confusing. The figures are aggregated and are not used to identify you.</p>
<h3>Marketing</h3>
<p>With your consent we remember which partner site brought you to Betline, so that the partner can be credited. We do not sell your data.</p>
<h2>Changing your choice</h2>
<p>You can change your choice at any time in the cookie settings at the bottom of every page, or delete cookies in your browser. Deleting the session cookie signs you out.</p>
<h2>How long cookies are kept</h2>
<p>The session cookie lasts until you sign out or it expires. Preference and consent cookies are kept for up to one year. Analytics and marketing cookies are kept for up to 90 days.</p>
`,
  },
  licenses: {
    title: 'Licences',
    html: `
<p>Betline is operated by Betline Gaming Ltd., a company registered in Cyprus (registration number HE 412 877). We offer betting and gaming only where we hold a licence or where the law allows it.</p>
<h2>Our licences</h2>
<h3>Sports betting</h3>
<p>Licence for fixed-odds sports betting, class A, number SB-2026-0147. The licence covers pre-match and live betting on sports and esports.</p>
<h3>Casino</h3>
<p>Licence for online casino games, number CG-2026-0093. It covers slots, table games, live dealer games and crash games offered on Betline.</p>
<h2>What the licences require</h2>
<ul>
<li>Player money is held separately from the company's operating funds.</li>
<li>Games use certified random number generators, tested by independent laboratories.</li>
<li>Players are verified, minors are excluded, and responsible-gaming tools are available to everyone.</li>
<li>Money laundering is prevented according to our <a href="/information/amlpolicy">AML policy</a>.</li>
</ul>
<h2>Restricted countries</h2>
<p>We do not accept players from countries where online betting is prohibited or where we hold no licence. If you try to open the site from such a country you will see a notice instead.</p>
<h2>Checking a licence</h2>
<p>The licence numbers above can be checked in the regulator's public register. If you have a complaint that we could not resolve, you can take it to an independent body as described on the <a href="/information/disputeresolution">dispute resolution page</a>.</p>
`,
  },
  responsiblegaming: {
    title: 'Responsible gaming',
    html: `
<p>Betting should be entertainment, never a way to earn money or to escape problems. Betline gives you tools to stay in control, and we will step in if we see signs that gambling is causing harm.</p>
<h2>Tools in your personal office</h2>
<h3>Limits</h3>
<p>Set deposit, loss and wagering limits per day, week or month. A lower limit takes effect at once; a higher one only after a cooling-off period, so a decision made in the heat of the moment cannot undo it.</p>
<h3>Reality check</h3>
<p>A reminder at the interval you choose shows how long you have been playing and what you have won or lost in that time.</p>
<h3>Time-out</h3>
<p>A break from 24 hours to 6 weeks. During a time-out you cannot bet or deposit, and we send you no promotional messages.</p>
<h3>Self-exclusion</h3>
<p>Closes your account for 6 months, a year, five years or permanently. It cannot be reversed before the end of the chosen period. Any balance is paid out to you.</p>
<h2>Warning signs</h2>
<ul>
<li>You spend more time or money on betting than you planned.</li>
<li>You bet to win back losses.</li>
<li>You borrow money or sell things to bet.</li>
<li>Betting affects your work, studies, sleep or relationships.</li>
<li>You hide your betting from family or friends.</li>
</ul>
<p>If you recognise yourself in any of these, consider a time-out now and talk to someone you trust or to one of the organisations below.</p>
<h2>Where to get help</h2>
<ul>
<li><strong>GamCare</strong> (United Kingdom): free confidential support, <a href="https://www.gamcare.org.uk">www.gamcare.org.uk</a>, helpline 0808 8020 133.</li>
<li><strong>BeGambleAware</strong>: advice and local treatment services, <a href="https://www.begambleaware.org">www.begambleaware.org</a>.</li>
<li><strong>Gamblers Anonymous</strong>: meetings in many countries, <a href="https://www.gamblersanonymous.org">www.gamblersanonymous.org</a>.</li>
<li><strong>Gambling Therapy</strong>: free online support in several languages, <a href="https://www.gamblingtherapy.org">www.gamblingtherapy.org</a>.</li>
</ul>
<h2>Protecting minors</h2>
<p>Nobody under 18 may open an account, and we verify every player's age. If children use your device, use parental-control software and never save your password in the browser.</p>
`,
  },
  amlpolicy: {
    title: 'Anti-money laundering policy',
    html: `
<p>Betline does not tolerate money laundering or the financing of terrorism. This policy describes how we prevent our services from being used for either, as our licences and the law require.</p>
<h2>Principles</h2>
<ul>
<li>We know who our players are (see the <a href="/information/kycpolicy">KYC policy</a>).</li>
<li>Money is paid out only to the person who deposited it, by a method in their name.</li>
<li>Deposits must be used for betting or gaming; an account is not a bank account.</li>
<li>Unusual activity is reviewed by trained staff and reported to the authorities where the law requires.</li>
</ul>
<h2>Monitoring</h2>
<p>We monitor payments and betting for patterns that suggest money laundering, such as large deposits withdrawn with little or no play, many payment methods on one account, or bets arranged between accounts to move money.</p>
<h3>Enhanced checks</h3>
<p>For large or frequent transactions, or when the risk is higher, we may ask where your money comes from (payslips, bank statements, proof of a sale or an inheritance) before we accept further deposits or pay out.</p>
<h2>What we may do</h2>
<p>If we suspect money laundering we may suspend deposits, bets or withdrawals on an account, close it, and withhold funds for as long as the authorities require. The law may forbid us from telling you that a report has been made.</p>
<h2>Record keeping</h2>
<p>Records of identity checks and transactions are kept for at least five years after an account is closed.</p>
<h2>Responsibility</h2>
<p>Our money laundering reporting officer oversees this policy. Staff are trained when they join and every year after that.</p>
`,
  },
  kycpolicy: {
    title: 'Know your customer (KYC) policy',
    html: `
<p>To keep accounts safe, protect minors and prevent fraud, we verify the identity of every player. This page explains what we ask for, when, and what happens to your documents.</p>
<h2>When we verify</h2>
<ul>
<li>Before your first withdrawal, or when your deposits reach 2,000 USD in total, whichever comes first.</li>
<li>When the details of an account do not match its payment methods.</li>
<li>When the law or our licence requires a new check, for example because a document has expired.</li>
</ul>
<h2>What we ask for</h2>
<h3>Identity</h3>
<p>A clear photo or scan of a valid passport, national identity card or driving licence showing your name, date of birth, photo and the document's expiry date.</p>
<h3>Address</h3>
<p>A utility bill, bank statement or official letter not older than three months, showing your name and address.</p>
<h3>Payment method</h3>
<p>For a bank card, a photo of its front with only the first six and last four digits visible; for an e-wallet, a screenshot of its account page.</p>
<h2>How to send documents</h2>
<p>Upload them in the personal office under "Identification". We check them within 24 hours and tell you the result. If a document is unreadable, we say what to send instead.</p>
<h2>Your data</h2>
<p>Documents are sent over an encrypted connection, stored encrypted and seen only by the verification team. They are kept as long as the law requires and then deleted.</p>
`,
  },
  amlkyc: {
    title: 'AML and KYC',
    html: `
<p>Two of our policies protect you and Betline from fraud and financial crime. Here is a short overview; each has a page of its own with the details.</p>
<h2>Know your customer</h2>
<p>We verify each player's identity, age and address, usually before the first withdrawal. Verification keeps minors out, stops others from using your account, and lets us pay out quickly and safely. Read the <a href="/information/kycpolicy">KYC policy</a>.</p>
<h2>Anti-money laundering</h2>
<p>We monitor payments and betting for signs of money laundering, pay out only to the person who deposited, and report suspicions to the authorities as the law requires. Read the <a href="/information/amlpolicy">AML policy</a>.</p>
<h2>What this means for you</h2>
<ul>
<li>Use only payment methods in your own name.</li>
<li>Keep your details in the personal office up to date.</li>
<li>Have an identity document and a recent proof of address ready for your first withdrawal.</li>
</ul>
`,
  },
  disputeresolution: {
    title: 'Dispute resolution',
    html: `
<p>If you disagree with a decision about your account, a bet or a payment, tell us. Most problems are solved the same day by our support team; if not, this is how a complaint proceeds.</p>
<h2>Step 1: Support</h2>
<p>Contact support by chat or e-mail and explain what happened, with the bet's or payment's number. The agent can correct most mistakes at once.</p>
<h2>Step 2: Formal complaint</h2>
<p>If you are not satisfied, write to <a href="mailto:complaints@betline.example">complaints@betline.example</a> within six months of the event. Include your account number, the date, what happened and what you would like us to do.</p>
<h3>What happens next</h3>
<ul>
<li>We confirm receipt within 48 hours.</li>
<li>A member of the complaints team not involved in the original decision reviews the case.</li>
<li>You receive a written, reasoned answer within 14 days. Complex cases can take up to 8 weeks; we tell you if yours does.</li>
</ul>
<h2>Step 3: Independent resolution</h2>
<p>If our final answer does not resolve the dispute, you can refer it free of charge to the independent alternative dispute resolution body named in that answer. Its decision is binding on us.</p>
<h2>While a complaint is open</h2>
<p>The bet or payment in question is kept as it is until the complaint is closed. Your other bets and payments are not affected.</p>
`,
  },
  taxation: {
    title: 'Taxation',
    html: `
<p>Whether winnings from betting and gaming are taxed depends on the country you live in. This page gives general information only; it is not tax advice.</p>
<h2>Your responsibility</h2>
<p>You are responsible for declaring your winnings and paying any tax due where you live. Keep your betting and payment history: you can download it from the personal office at any time.</p>
<h2>Tax withheld by Betline</h2>
<p>In countries where the law requires the operator to withhold tax on winnings, we deduct it when a bet is settled. The bet's details then show the gross win, the tax withheld and the net amount credited.</p>
<h3>How the taxable amount is calculated</h3>
<p>Unless the law says otherwise, the taxable amount is the win minus the stake of the winning bet. Losing bets do not reduce tax already withheld on other bets.</p>
<h2>Statements</h2>
<p>On request we issue a yearly statement of your deposits, withdrawals, winnings and tax withheld. Write to <a href="mailto:support@betline.example">support@betline.example</a> from your registered e-mail address.</p>
`,
  },
  consent: {
    title: 'Consent to the processing of personal data',
    html: `
<p>When you register on Betline, you agree that Betline Gaming Ltd. processes your personal data as described here. You can withdraw the consents that are optional at any time.</p>
<h2>What we process</h2>
<p>Your name, date of birth, contact details, address, identity documents, payment details, bets, game sessions and the technical data of your devices (IP address, browser).</p>
<h2>Why</h2>
<ul>
<li>To open and run your account, accept bets and pay out winnings.</li>
<li>To verify your identity and age and to prevent fraud and money laundering, as the law requires.</li>
<li>To offer responsible-gaming tools and to protect players at risk.</li>
<li>With your separate consent: to send you offers and news.</li>
</ul>
<h2>Your rights</h2>
<p>You can ask for a copy of your data, have it corrected, object to its use for marketing, and, once the legal retention period has passed, have it deleted. Write to <a href="mailto:privacy@betline.example">privacy@betline.example</a>.</p>
<h2>How long we keep it</h2>
<p>For as long as your account is open and then for the period the law requires (usually five years).</p>
`,
  },
};

/** The order of the pages on the information index. */
export const DEMO_PAGE_ORDER = [
  'about',
  'howbet',
  'payment',
  'responsiblegaming',
  'contacts',
  'licenses',
  'cookies',
  'consent',
  'amlkyc',
  'amlpolicy',
  'kycpolicy',
  'disputeresolution',
  'taxation',
] as const;
