/**
 * The rule book of the demo data in English: three groups (general rules, sports rules, settlement), each with
 * its chapters, numbered in the address (`information/rules/{group}/{chapter}`).
 */
import type { DemoText } from './demoPages.en';

export interface DemoRuleGroup extends DemoText {
  chapters: readonly DemoText[];
}

export const DEMO_RULES_EN: readonly DemoRuleGroup[] = [
  {
    title: 'General rules',
    html: '<p>The terms that apply to every bet and every account on Betline.</p>',
    chapters: [
      {
        title: 'General terms',
        html: `
<p>These rules form part of the agreement between you and Betline Gaming Ltd. ("Betline"). By placing a bet you accept the rules in force at the time the bet is accepted.</p>
<h2>Who may bet</h2>
<p>You must be at least 18 years old, or the legal age for gambling in your country if it is higher, and you must not be excluded from gambling by a court, a regulator or yourself. Each person may hold one account. Bets placed through another person's account, or on behalf of third parties, are void.</p>
<h2>Acceptance of bets</h2>
<p>A bet is accepted when it appears in <em>My bets</em> with a number. Until then, it may be refused, for example because the odds have changed, the market has been suspended or a limit would be exceeded. The odds, stake and possible win shown in the accepted bet are those that apply.</p>
<h3>Maximum stakes and payouts</h3>
<p>Each market has a maximum stake, shown in the betting slip. The maximum payout per bet is 100,000 USD or the equivalent in your currency, and per day 250,000 USD, whatever the odds and stake.</p>
<h3>Obvious errors</h3>
<p>If a price is offered that is clearly wrong (for example odds of 15.0 instead of 1.50, or a market opened after the event began), bets on it are settled at the correct odds that would have been offered at the time, or void if those cannot be established.</p>
<h2>Results</h2>
<p>Bets are settled on the official result announced at the venue or by the governing body, at the end of the regular time unless the market says otherwise. Changes to a result made more than 72 hours after the event are not taken into account.</p>
<h2>Account security</h2>
<p>Keep your password secret and turn on two-factor sign-in. Bets placed with your correct credentials are considered placed by you. Tell support at once if you think someone else has used your account.</p>
<h2>Changes to the rules</h2>
<p>We may change these rules. Changes apply to bets accepted after they are published; when they affect you materially, you will be asked to confirm them the next time you sign in.</p>
`,
      },
      {
        title: 'Bet types: single, express, system',
        html: `
<p>Betline offers three types of bet. Each selection in a bet is an outcome of a market (for example "Home win" in the "Match result" market) at the odds shown when you add it to the slip.</p>
<h2>Single</h2>
<p>A bet on one selection. If it wins, the payout is the stake multiplied by the odds. Example: 10 USD at odds of 2.50 pays 25 USD, a profit of 15 USD.</p>
<h2>Express (accumulator)</h2>
<p>A bet on two or more selections from different events. The odds of the selections are multiplied; the express wins only if every selection wins.</p>
<h3>Example</h3>
<p>Three selections at 1.80, 2.00 and 1.50 give total odds of 5.40; a stake of 10 USD pays 54 USD if all three win and nothing otherwise.</p>
<h3>Related outcomes</h3>
<p>Selections whose outcomes depend on each other (for example a team to win a match and the same team to win the first half) cannot be combined in one express. The slip refuses such a combination before the bet is placed.</p>
<h3>Express bonus</h3>
<p>An express of at least 3 selections, each at odds of 1.10 or more, receives a bonus on its total odds: 1 % more per selection up to 9 selections, and 10 % from 10 selections.</p>
<h2>System</h2>
<p>A system is a set of expresses of one size built from your selections: "2 from 3" makes three doubles, "3 from 4" four trebles. The stake is divided equally among them. Each express is settled on its own, so the system can pay out even when some selections lose.</p>
<h3>Example</h3>
<p>A "2 from 3" system with selections at 2.00, 1.80 and 1.50 and a total stake of 30 USD places 10 USD on each double. If the first two win and the third loses, one double (2.00 × 1.80) wins and pays 36 USD.</p>
<h2>Bankers</h2>
<p>In a system you can mark a selection as a banker: it is included in every express of the system. If a banker loses, the whole system loses.</p>
`,
      },
      {
        title: 'Live betting',
        html: `
<p>Live bets are bets on an event that has already started. Odds change with the play, and markets are suspended while something decisive may happen.</p>
<h2>Acceptance</h2>
<p>A live bet is accepted after a short delay, shown in the slip, during which the price is checked again. If the odds or the market change in that time, the bet is refused or offered to you again at the new odds, according to your settings.</p>
<h2>Suspended markets</h2>
<p>A market is suspended during dangerous situations (a penalty, a free kick near the goal, a break point), when the data feed is interrupted, or when the score is being confirmed. Suspended prices are shown greyed out and cannot be added to the slip.</p>
<h2>Score and clock</h2>
<p>The score and clock shown on the site are for information. Bets are settled on the official result, not on what the site displayed.</p>
<h2>Bets after an event</h2>
<p>A bet accepted after the outcome it is about has already happened (for example after a goal was scored) is void, even if it was accepted because of a delay in the data.</p>
`,
      },
    ],
  },
  {
    title: 'Sports rules',
    html: '<p>Rules of the markets of each sport: what counts, and what happens when a game does not go to plan.</p>',
    chapters: [
      {
        title: 'Football',
        html: `
<p>Unless a market says otherwise, football bets are settled on the result after 90 minutes of play plus added time. Extra time and penalty shoot-outs do not count.</p>
<h2>Main markets</h2>
<h3>Match result (1X2)</h3>
<p>Home win, draw or away win after regular time.</p>
<h3>Double chance</h3>
<p>Two of the three outcomes: 1X (home win or draw), 12 (either team wins) or X2 (draw or away win).</p>
<h3>Handicap</h3>
<p>The handicap is added to the team's goals at the end of regular time. A whole-number handicap can end level, in which case the stake is returned. A quarter handicap (for example −0.75) splits the stake into two bets on the neighbouring lines.</p>
<h3>Total goals</h3>
<p>Over or under the number of goals scored in regular time. Own goals count; goals in a penalty shoot-out do not.</p>
<h2>Goalscorer markets</h2>
<p>Own goals do not count for any player. A player who does not take part in the match has bets on him void; a player who comes on as a substitute after the goal in question has bets on him lost.</p>
<h2>Interrupted and postponed matches</h2>
<p>A match abandoned before the end of regular time is void, except for markets already decided (for example "First team to score" after a goal). A match postponed to a date more than 48 hours after the original kick-off is void.</p>
<h2>Cards and corners</h2>
<p>A yellow card counts 1 point, a red card 2; a second yellow followed by a red counts 3 in total. Corners awarded but not taken do not count.</p>
`,
      },
      {
        title: 'Tennis',
        html: `
<p>Tennis bets are settled on the official result of the match, including tie-breaks and match tie-breaks.</p>
<h2>Match winner</h2>
<p>If a player retires or is disqualified after the first ball has been played, the player who progresses to the next round is the winner. If the match does not start, bets are void.</p>
<h2>Set and game markets</h2>
<p>Bets on a set or game that was completed before a retirement stand. Bets on sets or games not completed are void, unless their outcome was already decided.</p>
<h3>Total games and handicaps</h3>
<p>For total games and game handicaps, the whole match must be completed; otherwise bets are void. A match tie-break counts as one game.</p>
<h2>Changes of venue or surface</h2>
<p>A change of court, surface or indoor/outdoor setting does not affect bets. A change of the match format (for example from best of five sets to best of three) makes bets on the number of sets and total games void.</p>
`,
      },
      {
        title: 'Basketball',
        html: `
<p>Basketball bets include overtime unless the market says otherwise.</p>
<h2>Main markets</h2>
<h3>Match winner</h3>
<p>The team that wins the game, overtime included. There is no draw.</p>
<h3>Handicap and total points</h3>
<p>Overtime counts. Markets for regular time only are named "(regular time)"; a draw at the end of regular time can be an outcome of those.</p>
<h2>Quarters and halves</h2>
<p>Bets on a quarter or half count only the points scored in it; overtime belongs to the fourth quarter and the second half only when the market says so.</p>
<h2>Player markets</h2>
<p>Player points, rebounds and assists count overtime. A player who does not play a single second has bets on him void.</p>
<h2>Interrupted games</h2>
<p>A game not completed within 24 hours of the scheduled start is void, except for markets already decided.</p>
`,
      },
      {
        title: 'Ice hockey',
        html: `
<p>Ice hockey bets are settled on regular time (three periods of 20 minutes) unless the market includes overtime and shootouts.</p>
<h2>Regular time and overtime</h2>
<p>"Match result (1X2)" and totals are settled on regular time. "Winner including overtime and shootouts" includes both. A shootout counts as one goal for the winning team in the final score.</p>
<h2>Periods</h2>
<p>Bets on a period count only the goals scored in it. Empty-net goals count.</p>
<h2>Interrupted games</h2>
<p>A game abandoned before the end of regular time is void, except for markets already decided. A game postponed by more than 48 hours is void.</p>
`,
      },
      {
        title: 'Esports',
        html: `
<p>Esports bets are settled on the result published by the tournament organiser.</p>
<h2>Maps and rounds</h2>
<p>Bets on a map count only that map. If a map is not played, bets on it are void. A map replayed from the start after a technical problem is settled on the replay.</p>
<h2>Walkovers and disqualifications</h2>
<p>If a team wins by walkover or forfeit before the first map starts, bets are void. If a team is disqualified during the match, bets on markets not yet decided are void.</p>
<h2>Roster changes</h2>
<p>A change of players does not affect bets, provided the team plays under its announced name.</p>
`,
      },
    ],
  },
  {
    title: 'Settlement',
    html: '<p>How and when bets are settled, when they are void, and how cash-out works.</p>',
    chapters: [
      {
        title: 'Settlement of bets',
        html: `
<p>Bets are settled automatically once the official result is confirmed, usually within minutes of the end of the event.</p>
<h2>Winning bets</h2>
<p>The payout (stake × odds, with any express bonus) is credited to the account the stake came from. Winnings from a bonus bet do not include the bonus stake.</p>
<h2>Dead heats</h2>
<p>If two or more selections tie for a position, the stake is divided by the number of tied selections and the odds are applied to that part; the rest is lost.</p>
<h2>Resettlement</h2>
<p>If a bet was settled in error (a wrong result from the data provider, an obvious mistake), we correct it within 72 hours of the event and tell you. A correction can debit winnings already credited.</p>
<h2>Express and system settlement</h2>
<p>A void selection in an express is treated as odds of 1.00: the express continues with the remaining selections. If every selection is void, the stake is returned. In a system, each express is settled the same way.</p>
`,
      },
      {
        title: 'Void bets and cancellations',
        html: `
<p>A void bet is cancelled as if it had never been placed: its stake is returned and no winnings are paid.</p>
<h2>When a bet is void</h2>
<ul>
<li>The event is cancelled, abandoned or postponed beyond the limits of the sport's rules.</li>
<li>The bet was accepted after the event started (except live bets) or after its outcome was known.</li>
<li>The market was opened with wrong data (wrong teams, wrong line) and the correct odds cannot be established.</li>
<li>The bet breaks these rules: a second account, bets for third parties, related outcomes in one express.</li>
</ul>
<h2>Cancelling a bet yourself</h2>
<p>An accepted bet cannot be cancelled. Where cash-out is offered, you can close it early at the cash-out value.</p>
<h2>Fraud and manipulation</h2>
<p>Bets on events whose result has been manipulated, or placed with knowledge of the result, are void; where the law allows, the winnings are withheld and the case is reported.</p>
`,
      },
      {
        title: 'Cash-out',
        html: `
<p>Cash-out lets you settle a bet before the event ends, for an amount based on the current odds.</p>
<h2>When cash-out is available</h2>
<p>Cash-out is offered on singles and expresses whose selections are all still open and whose markets are not suspended. The button in <em>My bets</em> shows the current value; it is not offered on system bets, bonus bets or bets of restricted accounts.</p>
<h2>The cash-out value</h2>
<p>The value is calculated from the stake, the odds accepted and the current odds of the open selections, less a margin. It changes as the odds move.</p>
<h3>Confirming</h3>
<p>When you press "Cash out", the value is checked again. If it has changed, you are shown the new value and decide again; nothing is settled without your confirmation.</p>
<h2>After cash-out</h2>
<p>The bet is settled at once and the amount is credited to your balance. What happens afterwards in the event does not change it. A cash-out cannot be reversed.</p>
<h2>Partial cash-out</h2>
<p>Where offered, you can cash out part of the stake; the rest of the bet stays open at the original odds.</p>
`,
      },
    ],
  },
];
