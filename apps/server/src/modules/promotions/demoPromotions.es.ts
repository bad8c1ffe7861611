/**
 * The demo promotions in Spanish (seed.ts writes them beside the English ones). The terms are generated from the
 * same definitions the code applies (bonuses/terms.ts, FIRST_DEPOSIT_BONUS), as the English ones are.
 */
import { BONUS_TERMS, type BonusTerms } from '../bonuses/terms';
import { bonus, contributionsIn, countIn, oddsIn, spacedPercent, type DemoText } from './demoText';

const pct = spacedPercent;
const odds = oddsIn(',');
const count = countIn('es');
const times = (n: number) => count(n, { one: 'vez', other: 'veces' });
const GAME_NAMES = {
  slot: 'tragaperras',
  dice: 'dados',
  crash: 'crash',
  keno: 'keno',
  plinko: 'Plinko',
  baccarat: 'bacará',
  scratch: 'rasca y gana',
  roulette: 'ruleta',
  wheel: 'rueda del dinero',
  bingo: 'bingo',
  mines: 'Mines',
  hilo: 'Hi-Lo',
  videoPoker: 'video póker',
  blackjack: 'blackjack',
};
const contributions = contributionsIn(GAME_NAMES, pct);

function termsList(terms: BonusTerms, extra: string): string {
  return `<ul>
<li>Debes apostar el bono ${times(terms.wageringMultiplier)} antes de que se convierta en dinero que puedas retirar.</li>
${terms.minOdds === null ? '<li>Las apuestas deportivas no cuentan.</li>' : `<li>Un boleto deportivo cuenta con todo su importe apostado cuando su cuota es de ${odds(terms.minOdds)} o más (ganado o perdido; los boletos anulados y los cobrados con cash-out no cuentan).</li>`}
${Object.keys(terms.casinoContribution).length === 0 ? '<li>Los juegos de casino no cuentan.</li>' : `<li>Una ronda de casino cuenta esta parte de su apuesta: ${contributions}.</li>`}
<li>Como máximo se convierte en dinero ${times(terms.maxConversionMultiplier)} el importe del bono; lo que supere esa cifra se retira.</li>
<li>El bono es válido durante ${count(terms.validDays, { one: 'día', other: 'días' })}. Lo que quede cuando caduque se retira.</li>
<li>Si haces un retiro con el bono activo, lo pierdes. Puedes renunciar al bono cuando quieras, o rechazarlo antes de usarlo, en el área personal, en Bonos.</li>
${extra}
<li>Nunca se conceden bonos durante una autoexclusión o una pausa, y las apuestas hechas con un bono cuentan para tus límites de pérdidas y de apuestas como cualquier otra.</li>
</ul>`;
}

export const DEMO_PROMOTIONS_ES: Readonly<Record<string, DemoText>> = {
  'welcome-sports': {
    title: `Bono de deportes del ${pct(bonus.percent)} en tu primer depósito`,
    summary: `Elige el bono de deportes al registrarte y te bonificamos el ${pct(bonus.percent)} de tu primer depósito, hasta ${bonus.maxUnits} US$ o su equivalente en tu moneda.`,
    html: `<p>¿Eres nuevo en Betline? Elige <strong>Bono de deportes</strong> al registrarte. Tu primer depósito realizado con éxito recibe entonces un ${pct(bonus.percent)} extra en tu cuenta de bono, hasta ${bonus.maxUnits} US$ (o su equivalente en tu moneda).</p>
<h2>Cómo funciona</h2>
<ol><li>Regístrate y elige el bono de deportes.</li><li>Haz tu primer depósito.</li><li>El bono aparece en el área personal, en Bonos, junto con lo que te queda por apostar.</li><li>Apuesta desde la cuenta de bono; cuando cumplas el requisito de apuesta, el bono se convierte en dinero.</li></ol>`,
    rulesHtml: termsList(
      BONUS_TERMS.first_deposit_sport,
      '<li>Un bono de primer depósito por jugador; la elección se hace al registrarse.</li>',
    ),
  },
  'welcome-casino': {
    title: `Bono de casino del ${pct(bonus.percent)} en tu primer depósito`,
    summary: `Elige el bono de casino al registrarte: te bonificamos el ${pct(bonus.percent)} de tu primer depósito, hasta ${bonus.maxUnits} US$ o su equivalente.`,
    html: `<p>¿Prefieres el casino? Elige <strong>Bono de casino</strong> al registrarte y tu primer depósito realizado con éxito recibe un ${pct(bonus.percent)} extra en tu cuenta de bono, hasta ${bonus.maxUnits} US$ (o su equivalente en tu moneda).</p>
<p>Cada juego de la lista de esta promoción cuenta para el requisito de apuesta, con la parte de la apuesta que fijan las condiciones. Todos nuestros juegos son demostrablemente justos: puedes comprobar cualquier ronda por tu cuenta.</p>`,
    rulesHtml: termsList(
      BONUS_TERMS.first_deposit_casino,
      '<li>Un bono de primer depósito por jugador; la elección se hace al registrarse.</li>',
    ),
  },
  'welcome-code': {
    title: 'Bono de 10 US$ con el código WELCOME10',
    summary:
      '¿Te has registrado en los últimos 30 días? Introduce WELCOME10 en el área personal y recibe 10 US$ (o su equivalente) en tu cuenta de bono, sin necesidad de depositar.',
    html: `<p>Introduce <strong>WELCOME10</strong> en el área personal, en <em>Código promocional</em>. El bono se abona al instante: 10 US$ o su equivalente en tu moneda.</p>
<p>No hace falta depositar. El código es para jugadores que se registraron en los últimos 30 días, una vez por jugador.</p>`,
    rulesHtml: termsList(
      BONUS_TERMS.promo,
      '<li>Una vez por jugador, en los 30 días siguientes al registro.</li>',
    ),
  },
  'weekend-reload': {
    title: 'Bono de recarga: 25 US$ con el código RELOAD25',
    summary:
      '¿Ya has hecho algún depósito? Introduce RELOAD25 en el área personal y llévate un bono de 25 US$ (o su equivalente). Solo para los primeros 10.000 jugadores.',
    html: `<p>Para jugadores que han hecho al menos un depósito: introduce <strong>RELOAD25</strong> en el área personal, en <em>Código promocional</em>, y recibirás 25 US$ (o su equivalente en tu moneda) en tu cuenta de bono.</p>
<p>El código tiene 10.000 usos en total; el área personal te avisará cuando se agoten.</p>`,
    rulesHtml: termsList(
      BONUS_TERMS.promo,
      '<li>Una vez por jugador, tras al menos un depósito realizado con éxito. 10.000 usos en total.</li>',
    ),
  },
  'plinko-drop': {
    title: 'Plinko ya está aquí: 5 US$ para tus primeras bolas con el código PLINKO5',
    summary:
      'Prueba nuestro nuevo Plinko, demostrablemente justo: introduce PLINKO5 en el área personal y recibe un bono de 5 US$ (o su equivalente).',
    html: `<p>En nuestro juego más reciente, una bola cae a través de 8, 12 o 16 filas de clavos hasta una fila de premios. Elige riesgo bajo, medio o alto; cada lanzamiento se puede comprobar en la página de juego demostrablemente justo.</p>
<p>Introduce <strong>PLINKO5</strong> en el área personal, en <em>Código promocional</em>, y recibe un bono de 5 US$ (o su equivalente en tu moneda).</p>`,
    rulesHtml: termsList(BONUS_TERMS.promo, '<li>Una vez por jugador.</li>'),
  },
  'express-bonus': {
    title: `Bono de combinada: hasta un ${pct(10)} más en tus combinadas`,
    summary: `Una combinada de 3 o más selecciones, cada una con cuota de 1,10 o más, sube su cuota un ${pct(1)} por selección, hasta un ${pct(10)}.`,
    html: `<p>Crea una combinada de al menos 3 selecciones, cada una con cuota de 1,10 o más: el boleto te ofrece el bono de combinada, que sube la cuota del boleto un ${pct(1)} por cada selección, hasta un ${pct(10)} con 10 o más.</p>
<p>No tienes que activar nada: el boleto muestra el bono en cuanto la combinada cumple las condiciones, y puedes quitarlo si quieres.</p>`,
    rulesHtml: `<ul><li>Solo apuestas combinadas, de al menos 3 selecciones.</li><li>Cada selección con cuota de 1,10 o más; los mercados especiales no cuentan.</li><li>La cuota sube un ${pct(1)} por selección (3 selecciones: ${pct(3)}), y un ${pct(10)} a partir de 10 selecciones.</li><li>Se ofrece allí donde el sitio ofrece el bono de combinada.</li></ul>`,
  },
};
