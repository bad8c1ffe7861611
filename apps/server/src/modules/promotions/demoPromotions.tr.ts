/**
 * The demo promotions in Turkish (seed.ts writes them beside the English ones). The terms are generated from the
 * same definitions the code applies (bonuses/terms.ts, FIRST_DEPOSIT_BONUS), as the English ones are.
 * A Turkish noun stays singular after a number ("30 gün"), and no suffix is attached to a generated number, so
 * the sentences hold for any count.
 */
import { BONUS_TERMS, type BonusTerms } from '../bonuses/terms';
import { bonus, contributionsIn, oddsIn, type DemoText } from './demoText';

/** Turkish puts the percent sign first: "%100". */
const pct = (n: number) => `%${n}`;
const odds = oddsIn(',');
const GAME_NAMES = {
  slot: 'slotlar',
  dice: 'zar',
  crash: 'crash',
  keno: 'keno',
  plinko: 'Plinko',
  baccarat: 'bakara',
  scratch: 'kazı kazan',
  roulette: 'rulet',
  wheel: 'para çarkı',
  bingo: 'tombala',
  mines: 'Mines',
  hilo: 'Hi-Lo',
  videoPoker: 'video poker',
  blackjack: 'blackjack',
};
const contributions = contributionsIn(GAME_NAMES, pct);

function termsList(terms: BonusTerms, extra: string): string {
  return `<ul>
<li>Bonusun çekilebilir paraya dönüşmesi için bonus tutarının ${terms.wageringMultiplier} katı çevrim yapmanız gerekir.</li>
${terms.minOdds === null ? '<li>Spor bahisleri sayılmaz.</li>' : `<li>Bir spor kuponu, oranı ${odds(terms.minOdds)} veya üzeriyse bahis tutarının tamamıyla sayılır (kazansa da kaybetse de; iade edilen ve erken bozdurulan kuponlar sayılmaz).</li>`}
${Object.keys(terms.casinoContribution).length === 0 ? '<li>Casino oyunları sayılmaz.</li>' : `<li>Bir casino turu, bahsinin şu payı kadar sayılır: ${contributions}.</li>`}
<li>En fazla bonus tutarının ${terms.maxConversionMultiplier} katı paraya dönüşür; fazlası silinir.</li>
<li>Bonus ${terms.validDays} gün geçerlidir. Süre dolduğunda kalan tutar silinir.</li>
<li>Bonus aktifken para çekmek bonusu iptal eder. Bonustan dilediğiniz zaman vazgeçebilir ya da kullanmadan önce reddedebilirsiniz: kişisel alanda, Bonuslar bölümünde.</li>
${extra}
<li>Kendinizi oyundan uzaklaştırma veya mola süresince hiçbir bonus verilmez; bonusla yapılan bahisler de diğer bahisler gibi kayıp ve bahis limitlerinize sayılır.</li>
</ul>`;
}

export const DEMO_PROMOTIONS_TR: Readonly<Record<string, DemoText>> = {
  'welcome-sports': {
    title: `İlk yatırımınıza ${pct(bonus.percent)} spor bonusu`,
    summary: `Kayıt olurken spor bonusunu seçin, ilk yatırımınıza ${pct(bonus.percent)} oranında bonus ekleyelim: en fazla ${bonus.maxUnits} US$ ya da para biriminizdeki karşılığı.`,
    html: `<p>Betline ile yeni mi tanışıyorsunuz? Kayıt olurken <strong>Spor bonusu</strong> seçeneğini işaretleyin. İlk başarılı yatırımınızın ardından bonus hesabınıza yatırım tutarının ${pct(bonus.percent)} oranında bonus eklenir; en fazla ${bonus.maxUnits} US$ (ya da para biriminizdeki karşılığı).</p>
<h2>Nasıl çalışır</h2>
<ol><li>Kayıt olun ve spor bonusunu seçin.</li><li>İlk yatırımınızı yapın.</li><li>Bonus, kalan çevrim tutarıyla birlikte kişisel alanda Bonuslar bölümünde görünür.</li><li>Bonus hesabından bahis yapın; çevrim tamamlandığında bonus paraya dönüşür.</li></ol>`,
    rulesHtml: termsList(
      BONUS_TERMS.first_deposit_sport,
      '<li>Oyuncu başına bir ilk yatırım bonusu; seçim kayıt sırasında yapılır.</li>',
    ),
  },
  'welcome-casino': {
    title: `İlk yatırımınıza ${pct(bonus.percent)} casino bonusu`,
    summary: `Kayıt olurken casino bonusunu seçin: ilk yatırımınıza ${pct(bonus.percent)} oranında bonus eklenir, en fazla ${bonus.maxUnits} US$ ya da karşılığı.`,
    html: `<p>Casinoyu mu tercih ediyorsunuz? Kayıt olurken <strong>Casino bonusu</strong> seçeneğini işaretleyin; ilk başarılı yatırımınızın ardından bonus hesabınıza yatırım tutarının ${pct(bonus.percent)} oranında bonus eklenir, en fazla ${bonus.maxUnits} US$ (ya da para biriminizdeki karşılığı).</p>
<p>Bu kampanyanın listesindeki her oyun, koşullarda belirtilen bahis payı kadar çevrime sayılır. Tüm oyunlarımız kanıtlanabilir şekilde adildir: her turu kendiniz kontrol edebilirsiniz.</p>`,
    rulesHtml: termsList(
      BONUS_TERMS.first_deposit_casino,
      '<li>Oyuncu başına bir ilk yatırım bonusu; seçim kayıt sırasında yapılır.</li>',
    ),
  },
  'welcome-code': {
    title: 'WELCOME10 koduyla 10 US$ bonus',
    summary:
      'Son 30 gün içinde mi kayıt oldunuz? Kişisel alanda WELCOME10 kodunu girin; yatırım yapmanıza gerek kalmadan bonus hesabınıza 10 US$ (ya da karşılığı) yüklensin.',
    html: `<p><strong>WELCOME10</strong> kodunu kişisel alanda <em>Promosyon kodu</em> bölümüne girin. Bonus anında yüklenir: 10 US$ ya da para biriminizdeki karşılığı.</p>
<p>Yatırım gerekmez. Kod, son 30 gün içinde kayıt olan oyuncular içindir ve her oyuncu tarafından bir kez kullanılabilir.</p>`,
    rulesHtml: termsList(
      BONUS_TERMS.promo,
      '<li>Oyuncu başına bir kez, kayıttan sonraki 30 gün içinde.</li>',
    ),
  },
  'weekend-reload': {
    title: 'Tekrar yatırım bonusu: RELOAD25 koduyla 25 US$',
    summary:
      'Daha önce yatırım yaptınız mı? Kişisel alanda RELOAD25 kodunu girin, 25 US$ (ya da karşılığı) bonus kazanın. Yalnızca ilk 10.000 oyuncu için.',
    html: `<p>En az bir yatırım yapmış oyuncular için: <strong>RELOAD25</strong> kodunu kişisel alanda <em>Promosyon kodu</em> bölümüne girin, bonus hesabınıza 25 US$ (ya da para biriminizdeki karşılığı) yüklensin.</p>
<p>Kod toplam 10.000 kez kullanılabilir; kullanım hakları tükendiğinde kişisel alan sizi bilgilendirir.</p>`,
    rulesHtml: termsList(
      BONUS_TERMS.promo,
      '<li>Oyuncu başına bir kez, en az bir başarılı yatırımdan sonra. Toplam 10.000 kullanım.</li>',
    ),
  },
  'plinko-drop': {
    title: 'Plinko geldi: PLINKO5 koduyla ilk toplarınız için 5 US$',
    summary:
      'Yeni ve kanıtlanabilir şekilde adil oyunumuz Plinko’yu deneyin: kişisel alanda PLINKO5 kodunu girin, 5 US$ (ya da karşılığı) bonus kazanın.',
    html: `<p>En yeni oyunumuzda bir top, 8, 12 ya da 16 sıra çivinin arasından geçerek bir ödül sırasına düşer. Düşük, orta ya da yüksek riski seçin; her atış, kanıtlanabilir adillik sayfasında kontrol edilebilir.</p>
<p><strong>PLINKO5</strong> kodunu kişisel alanda <em>Promosyon kodu</em> bölümüne girin, 5 US$ (ya da para biriminizdeki karşılığı) bonus kazanın.</p>`,
    rulesHtml: termsList(BONUS_TERMS.promo, '<li>Oyuncu başına bir kez.</li>'),
  },
  'express-bonus': {
    title: `Kombine bonusu: kombine kuponlarda en fazla ${pct(10)} oran artışı`,
    summary: `Her birinin oranı en az 1,10 olan 3 veya daha fazla seçimli kombinelerde oran, seçim başına ${pct(1)} artar; en fazla ${pct(10)}.`,
    html: `<p>Her birinin oranı en az 1,10 olan, en az 3 seçimli bir kombine kupon hazırlayın: bahis kuponu size kombine bonusunu sunar. Bu bonus, kuponun oranını her seçim için ${pct(1)} artırır; 10 ve daha fazla seçimde en fazla ${pct(10)}.</p>
<p>Etkinleştirmeniz gereken bir şey yok: kupon koşulları sağladığı anda bahis kuponu bonusu gösterir; dilerseniz bonusu kaldırabilirsiniz.</p>`,
    rulesHtml: `<ul><li>Yalnızca en az 3 seçimli kombine kuponlar.</li><li>Her seçimin oranı en az 1,10 olmalıdır; özel marketler geçerli değildir.</li><li>Oran, seçim başına ${pct(1)} artar (3 seçim: ${pct(3)}); 10 seçimden itibaren ${pct(10)}.</li><li>Sitenin kombine bonusu sunduğu yerlerde geçerlidir.</li></ul>`,
  },
};
