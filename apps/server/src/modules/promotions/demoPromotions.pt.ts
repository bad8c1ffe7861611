/**
 * The demo promotions in Portuguese (seed.ts writes them beside the English ones). The terms are generated from
 * the same definitions the code applies (bonuses/terms.ts, FIRST_DEPOSIT_BONUS), as the English ones are.
 */
import { BONUS_TERMS, type BonusTerms } from '../bonuses/terms';
import { bonus, contributionsIn, countIn, oddsIn, spacedPercent, type DemoText } from './demoText';

const pct = spacedPercent;
const odds = oddsIn(',');
const count = countIn('pt');
const times = (n: number) => count(n, { one: 'vez', other: 'vezes' });
const GAME_NAMES = {
  slot: 'caça-níqueis',
  dice: 'dados',
  crash: 'crash',
  keno: 'keno',
  plinko: 'Plinko',
  baccarat: 'bacará',
  scratch: 'raspadinha',
  roulette: 'roleta',
  wheel: 'roda do dinheiro',
  bingo: 'bingo',
  mines: 'Mines',
  hilo: 'Hi-Lo',
  videoPoker: 'video pôquer',
  blackjack: 'blackjack',
};
const contributions = contributionsIn(GAME_NAMES, pct);

function termsList(terms: BonusTerms, extra: string): string {
  return `<ul>
<li>O bônus precisa ser apostado ${times(terms.wageringMultiplier)} antes de virar dinheiro que você pode sacar.</li>
${terms.minOdds === null ? '<li>Apostas esportivas não contam.</li>' : `<li>Um boletim de esportes conta o valor total apostado quando a odd é de ${odds(terms.minOdds)} ou mais (ganho ou perdido; boletins anulados e encerrados com cash-out não contam).</li>`}
${Object.keys(terms.casinoContribution).length === 0 ? '<li>Jogos de cassino não contam.</li>' : `<li>Uma rodada de cassino conta esta parte da aposta: ${contributions}.</li>`}
<li>No máximo ${times(terms.maxConversionMultiplier)} o valor do bônus vira dinheiro; o que passar disso é removido.</li>
<li>O bônus vale por ${count(terms.validDays, { one: 'dia', other: 'dias' })}. O que sobrar quando ele expirar é removido.</li>
<li>Um saque com o bônus ativo faz você perder o bônus. Você pode abrir mão dele a qualquer momento, ou recusá-lo antes de usá-lo, na área do jogador, em Bônus.</li>
${extra}
<li>Bônus nunca são concedidos durante uma autoexclusão ou pausa, e apostas feitas com bônus contam para os seus limites de perdas e de apostas como qualquer outra.</li>
</ul>`;
}

export const DEMO_PROMOTIONS_PT: Readonly<Record<string, DemoText>> = {
  'welcome-sports': {
    title: `Bônus de esportes de ${pct(bonus.percent)} no seu primeiro depósito`,
    summary: `Escolha o bônus de esportes no cadastro e ganhe ${pct(bonus.percent)} do seu primeiro depósito em bônus, até ${bonus.maxUnits} US$ ou o equivalente na sua moeda.`,
    html: `<p>Novo na Betline? Escolha <strong>Bônus de esportes</strong> no cadastro. Seu primeiro depósito bem-sucedido recebe então ${pct(bonus.percent)} a mais na sua conta de bônus, até ${bonus.maxUnits} US$ (ou o equivalente na sua moeda).</p>
<h2>Como funciona</h2>
<ol><li>Cadastre-se e escolha o bônus de esportes.</li><li>Faça seu primeiro depósito.</li><li>O bônus aparece na área do jogador, em Bônus, com quanto falta apostar.</li><li>Aposte com a conta de bônus; quando o rollover for cumprido, o bônus vira dinheiro.</li></ol>`,
    rulesHtml: termsList(
      BONUS_TERMS.first_deposit_sport,
      '<li>Um bônus de primeiro depósito por jogador; a escolha é feita no cadastro.</li>',
    ),
  },
  'welcome-casino': {
    title: `Bônus de cassino de ${pct(bonus.percent)} no seu primeiro depósito`,
    summary: `Escolha o bônus de cassino no cadastro: seu primeiro depósito rende ${pct(bonus.percent)} em bônus, até ${bonus.maxUnits} US$ ou o equivalente.`,
    html: `<p>Prefere o cassino? Escolha <strong>Bônus de cassino</strong> no cadastro e seu primeiro depósito bem-sucedido recebe ${pct(bonus.percent)} a mais na sua conta de bônus, até ${bonus.maxUnits} US$ (ou o equivalente na sua moeda).</p>
<p>Cada jogo da lista desta promoção conta para o rollover, com a parte da aposta definida nos termos. Todos os nossos jogos são comprovadamente justos: você mesmo pode conferir qualquer rodada.</p>`,
    rulesHtml: termsList(
      BONUS_TERMS.first_deposit_casino,
      '<li>Um bônus de primeiro depósito por jogador; a escolha é feita no cadastro.</li>',
    ),
  },
  'welcome-code': {
    title: 'Bônus de 10 US$ com o código WELCOME10',
    summary:
      'Fez seu cadastro nos últimos 30 dias? Digite WELCOME10 na área do jogador e receba 10 US$ (ou o equivalente) na sua conta de bônus, sem precisar depositar.',
    html: `<p>Digite <strong>WELCOME10</strong> na área do jogador, em <em>Código promocional</em>. O bônus é creditado na hora: 10 US$ ou o equivalente na sua moeda.</p>
<p>Não é preciso depositar. O código é para jogadores que se cadastraram nos últimos 30 dias, uma vez por jogador.</p>`,
    rulesHtml: termsList(BONUS_TERMS.promo, '<li>Uma vez por jogador, em até 30 dias após o cadastro.</li>'),
  },
  'weekend-reload': {
    title: 'Bônus de recarga: 25 US$ com o código RELOAD25',
    summary:
      'Já fez um depósito? Digite RELOAD25 na área do jogador e ganhe um bônus de 25 US$ (ou o equivalente). Só para os primeiros 10.000 jogadores.',
    html: `<p>Para jogadores que já fizeram pelo menos um depósito: digite <strong>RELOAD25</strong> na área do jogador, em <em>Código promocional</em>, e 25 US$ (ou o equivalente na sua moeda) caem na sua conta de bônus.</p>
<p>O código tem 10.000 usos no total; a área do jogador avisa quando eles acabarem.</p>`,
    rulesHtml: termsList(
      BONUS_TERMS.promo,
      '<li>Uma vez por jogador, após pelo menos um depósito bem-sucedido. 10.000 usos no total.</li>',
    ),
  },
  'plinko-drop': {
    title: 'Chegou o Plinko: 5 US$ para as suas primeiras bolinhas com o código PLINKO5',
    summary:
      'Experimente o nosso novo Plinko, comprovadamente justo: digite PLINKO5 na área do jogador e ganhe um bônus de 5 US$ (ou o equivalente).',
    html: `<p>No nosso jogo mais novo, uma bolinha cai por 8, 12 ou 16 fileiras de pinos até uma fileira de prêmios. Escolha risco baixo, médio ou alto; cada lançamento pode ser conferido na página de jogo comprovadamente justo.</p>
<p>Digite <strong>PLINKO5</strong> na área do jogador, em <em>Código promocional</em>, e ganhe um bônus de 5 US$ (ou o equivalente na sua moeda).</p>`,
    rulesHtml: termsList(BONUS_TERMS.promo, '<li>Uma vez por jogador.</li>'),
  },
  'express-bonus': {
    title: `Bônus de múltipla: até ${pct(10)} a mais nas suas múltiplas`,
    summary: `Uma múltipla de 3 ou mais seleções, cada uma com odd de 1,10 ou mais, tem a odd aumentada em ${pct(1)} por seleção, até ${pct(10)}.`,
    html: `<p>Monte uma múltipla com pelo menos 3 seleções, cada uma com odd de 1,10 ou mais: o boletim oferece o bônus de múltipla, que aumenta a odd do boletim em ${pct(1)} para cada seleção, até ${pct(10)} com 10 ou mais.</p>
<p>Não é preciso ativar nada: o boletim mostra o bônus assim que a múltipla se qualifica, e você pode removê-lo.</p>`,
    rulesHtml: `<ul><li>Somente apostas múltiplas, com pelo menos 3 seleções.</li><li>Cada seleção com odd de 1,10 ou mais; mercados especiais não valem.</li><li>Odd aumentada em ${pct(1)} por seleção (3 seleções: ${pct(3)}), ${pct(10)} a partir de 10 seleções.</li><li>Oferecido onde o site oferece o bônus de múltipla.</li></ul>`,
  },
};
