/**
 * The demo promotions in German (seed.ts writes them beside the English ones). The terms are generated from the
 * same definitions the code applies (bonuses/terms.ts, FIRST_DEPOSIT_BONUS), as the English ones are.
 */
import { BONUS_TERMS, type BonusTerms } from '../bonuses/terms';
import { bonus, contributionsIn, countIn, oddsIn, spacedPercent, type DemoText } from './demoText';

const pct = spacedPercent;
const odds = oddsIn(',');
const count = countIn('de');
/** How many times: "einmal", "5-mal". */
const times = (n: number) => (n === 1 ? 'einmal' : `${n}-mal`);
const GAME_NAMES = {
  slot: 'Spielautomaten',
  dice: 'Würfel',
  crash: 'Crash',
  keno: 'Keno',
  plinko: 'Plinko',
  baccarat: 'Baccarat',
  scratch: 'Rubbellose',
  roulette: 'Roulette',
  wheel: 'Geldrad',
  bingo: 'Bingo',
  mines: 'Mines',
  hilo: 'Hi-Lo',
  videoPoker: 'Videopoker',
  blackjack: 'Blackjack',
};
const contributions = contributionsIn(GAME_NAMES, pct);

function termsList(terms: BonusTerms, extra: string): string {
  return `<ul>
<li>Setzen Sie den Bonus ${times(terms.wageringMultiplier)} um, bevor er zu Geld wird, das Sie auszahlen können.</li>
${terms.minOdds === null ? '<li>Sportwetten zählen nicht.</li>' : `<li>Ein Sportwettschein zählt mit seinem vollen Einsatz, wenn seine Quote ${odds(terms.minOdds)} oder höher ist (gewonnen oder verloren; stornierte und per Cash-out ausgezahlte Wettscheine zählen nicht).</li>`}
${Object.keys(terms.casinoContribution).length === 0 ? '<li>Casinospiele zählen nicht.</li>' : `<li>Eine Casinorunde zählt mit diesem Anteil ihres Einsatzes: ${contributions}.</li>`}
<li>Höchstens der ${terms.maxConversionMultiplier}-fache Bonusbetrag wird zu Geld; alles darüber wird entfernt.</li>
<li>Der Bonus gilt ${count(terms.validDays, { one: 'Tag', other: 'Tage' })}. Was bei Ablauf noch übrig ist, wird entfernt.</li>
<li>Eine Auszahlung bei aktivem Bonus lässt ihn verfallen. Sie können jederzeit selbst auf den Bonus verzichten oder ihn ablehnen, bevor Sie ihn nutzen – im Kundenbereich unter „Boni“.</li>
${extra}
<li>Während einer Selbstsperre oder Auszeit werden keine Boni vergeben, und Wetten mit einem Bonus zählen wie alle anderen zu Ihren Verlust- und Einsatzlimits.</li>
</ul>`;
}

export const DEMO_PROMOTIONS_DE: Readonly<Record<string, DemoText>> = {
  'welcome-sports': {
    title: `${pct(bonus.percent)} Sportbonus auf Ihre erste Einzahlung`,
    summary: `Wählen Sie bei der Registrierung den Sportbonus, und Ihre erste Einzahlung wird um ${pct(bonus.percent)} aufgestockt, bis zu ${bonus.maxUnits} US$ oder dem Gegenwert in Ihrer Währung.`,
    html: `<p>Neu bei Betline? Wählen Sie bei der Registrierung den <strong>Sportbonus</strong>. Ihre erste erfolgreiche Einzahlung wird dann auf Ihrem Bonuskonto um ${pct(bonus.percent)} aufgestockt, bis zu ${bonus.maxUnits} US$ (oder dem Gegenwert in Ihrer Währung).</p>
<h2>So funktioniert’s</h2>
<ol><li>Registrieren Sie sich und wählen Sie den Sportbonus.</li><li>Tätigen Sie Ihre erste Einzahlung.</li><li>Der Bonus erscheint im Kundenbereich unter „Boni“, zusammen mit dem noch offenen Umsatz.</li><li>Wetten Sie vom Bonuskonto; sobald der Umsatz erreicht ist, wird der Bonus zu Geld.</li></ol>`,
    rulesHtml: termsList(
      BONUS_TERMS.first_deposit_sport,
      '<li>Ein Ersteinzahlungsbonus pro Spieler; die Wahl treffen Sie bei der Registrierung.</li>',
    ),
  },
  'welcome-casino': {
    title: `${pct(bonus.percent)} Casino-Bonus auf Ihre erste Einzahlung`,
    summary: `Wählen Sie bei der Registrierung den Casino-Bonus: Ihre erste Einzahlung wird um ${pct(bonus.percent)} aufgestockt, bis zu ${bonus.maxUnits} US$ oder dem Gegenwert.`,
    html: `<p>Lieber ins Casino? Wählen Sie bei der Registrierung den <strong>Casino-Bonus</strong>, und Ihre erste erfolgreiche Einzahlung wird auf Ihrem Bonuskonto um ${pct(bonus.percent)} aufgestockt, bis zu ${bonus.maxUnits} US$ (oder dem Gegenwert in Ihrer Währung).</p>
<p>Jedes Spiel aus der Liste dieser Aktion zählt zum Umsatz, jeweils mit dem Anteil des Einsatzes, den die Bedingungen vorsehen. Alle unsere Spiele sind nachweislich fair: Sie können jede Runde selbst überprüfen.</p>`,
    rulesHtml: termsList(
      BONUS_TERMS.first_deposit_casino,
      '<li>Ein Ersteinzahlungsbonus pro Spieler; die Wahl treffen Sie bei der Registrierung.</li>',
    ),
  },
  'welcome-code': {
    title: '10 US$ Bonus mit dem Code WELCOME10',
    summary:
      'In den letzten 30 Tagen registriert? Geben Sie im Kundenbereich WELCOME10 ein und erhalten Sie 10 US$ (oder den Gegenwert) auf Ihr Bonuskonto – ganz ohne Einzahlung.',
    html: `<p>Geben Sie <strong>WELCOME10</strong> im Kundenbereich unter <em>Promo-Code</em> ein. Der Bonus wird sofort gutgeschrieben: 10 US$ oder der Gegenwert in Ihrer Währung.</p>
<p>Keine Einzahlung nötig. Der Code gilt für Spieler, die sich in den letzten 30 Tagen registriert haben, einmal pro Spieler.</p>`,
    rulesHtml: termsList(
      BONUS_TERMS.promo,
      '<li>Einmal pro Spieler, innerhalb von 30 Tagen nach der Registrierung.</li>',
    ),
  },
  'weekend-reload': {
    title: 'Reload-Bonus: 25 US$ mit dem Code RELOAD25',
    summary:
      'Schon einmal eingezahlt? Geben Sie im Kundenbereich RELOAD25 ein und sichern Sie sich einen Bonus von 25 US$ (oder den Gegenwert). Nur für die ersten 10.000 Spieler.',
    html: `<p>Für Spieler mit mindestens einer Einzahlung: Geben Sie <strong>RELOAD25</strong> im Kundenbereich unter <em>Promo-Code</em> ein, und 25 US$ (oder der Gegenwert in Ihrer Währung) landen auf Ihrem Bonuskonto.</p>
<p>Der Code kann insgesamt 10.000-mal eingelöst werden; der Kundenbereich zeigt Ihnen an, wenn alle Einlösungen vergeben sind.</p>`,
    rulesHtml: termsList(
      BONUS_TERMS.promo,
      '<li>Einmal pro Spieler, nach mindestens einer erfolgreichen Einzahlung. Insgesamt 10.000 Einlösungen.</li>',
    ),
  },
  'plinko-drop': {
    title: 'Plinko ist da: 5 US$ für Ihre ersten Kugeln mit dem Code PLINKO5',
    summary:
      'Testen Sie unser neues, nachweislich faires Plinko: Geben Sie im Kundenbereich PLINKO5 ein und erhalten Sie einen Bonus von 5 US$ (oder den Gegenwert).',
    html: `<p>In unserem neuesten Spiel fällt eine Kugel durch 8, 12 oder 16 Reihen von Stiften in eine Reihe von Gewinnfächern. Wählen Sie niedriges, mittleres oder hohes Risiko; jeder Wurf lässt sich auf der Seite „Nachweislich fair“ überprüfen.</p>
<p>Geben Sie <strong>PLINKO5</strong> im Kundenbereich unter <em>Promo-Code</em> ein und erhalten Sie einen Bonus von 5 US$ (oder den Gegenwert in Ihrer Währung).</p>`,
    rulesHtml: termsList(BONUS_TERMS.promo, '<li>Einmal pro Spieler.</li>'),
  },
  'express-bonus': {
    title: `Kombi-Bonus: bis zu ${pct(10)} mehr auf Kombiwetten`,
    summary: `Bei einer Kombiwette mit 3 oder mehr Auswahlen, jede mit einer Quote ab 1,10, steigt die Quote um ${pct(1)} pro Auswahl, bis zu ${pct(10)}.`,
    html: `<p>Stellen Sie eine Kombiwette mit mindestens 3 Auswahlen zusammen, jede mit einer Quote ab 1,10: Der Wettschein bietet Ihnen den Kombi-Bonus an, der die Quote des Wettscheins um ${pct(1)} pro Auswahl erhöht, bis zu ${pct(10)} ab 10 Auswahlen.</p>
<p>Sie müssen nichts aktivieren: Der Wettschein zeigt den Bonus, sobald Ihre Kombiwette die Bedingungen erfüllt, und Sie können ihn auch wieder entfernen.</p>`,
    rulesHtml: `<ul><li>Nur Kombiwetten mit mindestens 3 Auswahlen.</li><li>Jede Auswahl mit einer Quote ab 1,10; Spezialwetten sind ausgeschlossen.</li><li>Die Quote steigt um ${pct(1)} pro Auswahl (3 Auswahlen: ${pct(3)}), ab 10 Auswahlen um ${pct(10)}.</li><li>Gilt überall dort, wo die Seite den Kombi-Bonus anbietet.</li></ul>`,
  },
};
