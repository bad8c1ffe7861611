import type { Texts } from './betting.en';
import type { builderEn } from './builder.en';

/** Bets on your terms (`betsonyour`, `betsonyour/{sport}/{champ}/{game}`) in Turkish: one bet of two to six outcomes of one match, its price, slip, refusals and the player's bets. */
export const builderTr: Texts<typeof builderEn> = {
  loading: 'Yükleniyor…',
  error: 'Maçlar yüklenemedi.',
  intro:
    'Tek bir maçtan kendi bahsinizi oluşturun: maçın bahis seçeneklerinden (kazanan, goller, handikaplar, karşılıklı gol, doğru skor) iki ila altı seçim yapın ve hepsi için tek bir oran alın.',
  how: {
    heading: 'Nasıl çalışır',
    together:
      'Oran, tüm seçimlerinizin birlikte kazanma olasılığından hesaplanır. Bu yüzden birbiriyle bağlantılı seçimler (ev sahibi galibiyeti ve 2,5 üst) birbirinden bağımsızmış gibi değil, birlikte gerçekleşme olasılıklarına göre fiyatlanır.',
    clash:
      'Hepsi birlikte kazanamayacak seçimler ya da başka bir seçime hiçbir şey katmayan bir seçim, bahis yapmadan önce size gösterilir.',
    settle:
      'Tüm seçimler kazanırsa bahis kazanır. Bir seçim iade sayılırsa (handikap veya alt/üst tam baremde biterse) bahis tutarınız iade edilir.',
  },
  live: 'Şu anda canlı',
  upcoming: 'Yaklaşan futbol maçları',
  none: 'Şu anda kendi şartlarınızla bahse açık maç yok.',
  build: '{{game}} için bahis oluşturun',
  allGames: 'Kendi şartlarınızla bahse açık tüm maçlar',
  notFound: 'Bu maç kendi şartlarınızla bahse açık değil.',
  startsAt: 'Başlangıç: {{time}}',
  markets: 'Bahis seçenekleri',
  pickLabel: '{{outcome}} ({{market}}), oran {{price}}',
  slip: {
    heading: 'Bahsiniz',
    empty: 'Bahis seçeneklerinden en az iki seçim yapın.',
    one: 'Oran almak için bir seçim daha yapın.',
    remove: 'Kaldır: {{outcome}}',
    clear: 'Tümünü temizle',
    pricing: 'Oran hesaplanıyor…',
    price: 'Tüm seçimlerin birlikte oranı: {{price}}',
    apart: 'Ayrı oranların çarpımı: {{price}}',
    max: 'Bir bahiste en fazla {{count}} seçim olabilir.',
    stake: 'Bahis tutarı',
    stakeRange: '{{min}} ile {{max}} arasında bir tutar girin.',
    returns: 'Tüm seçimler kazanırsa {{amount}} ödenir.',
    place: '{{price}} oranla {{amount}} bahis yap',
    signIn: 'Bahis yapmak için giriş yapın',
    placed: 'Bahis {{price}} oranla alındı. Maç bitince sonuçlandırılır.',
    priceChanged: 'Oran {{price}} olarak değişti. Kontrol edip bahsi tekrar yapın.',
  },
  clash: {
    builder_same_market: '{{first}} ve {{second}} aynı bahis seçeneğine ait: yalnızca birini seçin.',
    builder_contradiction: '{{first}} ve {{second}} birlikte kazanamaz.',
    builder_redundant: '{{first}} zaten {{second}} seçimini kapsıyor (ya da tersi): yalnızca birini seçin.',
    builder_too_likely:
      'Bu seçimlerin birlikte kazanma olasılığı, sunulamayacak kadar yüksek. Bir seçim ekleyin veya değiştirin.',
    builder_count: 'Kendi şartlarınızla bahis, iki ila altı seçimi birleştirir.',
    builder_outcome: 'Seçimlerinizden biri artık sunulmuyor. Devam etmek için onu kaldırın.',
    builder_closed: 'Bu maça şu anda bahis alınmıyor (maç bitti veya bahis seçenekleri askıya alındı).',
    generic: 'Bu seçimler birleştirilemez.',
  },
  refusals: {
    signIn: 'Oturumunuz sona erdi. Bahis yapmak için tekrar giriş yapın.',
    closed: 'Bu maça şu anda bahis alınmıyor. Bahsiniz alınmadı.',
    excluded: 'Hesabınızla şu anda bahis yapılamaz (kendinizi uzaklaştırma, mola veya hesap engeli).',
    wageringLimit: 'Bu bahis, bahis limitinizi aşıyor. Şu anda en fazla {{allowed}} daha yatırabilirsiniz.',
    lossLimit: 'Bu bahis, kayıp limitinizi aşıyor. Şu anda en fazla {{allowed}} daha yatırabilirsiniz.',
    funds: 'Bakiyeniz bu bahis için yetersiz.',
    failed:
      'Bahis yapılamadı. Bağlantınızı kontrol edip tekrar deneyin: aynı bahis hiçbir zaman iki kez yapılmaz.',
  },
  mine: {
    heading: 'Kendi şartlarınızla bahislerim',
    empty: 'Henüz kendi şartlarınızla bahsiniz yok.',
    game: 'Maç',
    picks: 'Seçimler',
    price: 'Oran',
    stake: 'Tutar',
    result: 'Sonuç',
    open: 'Sonuçlanmadı',
    won: 'Kazanç: {{amount}}',
    lost: 'Kaybetti',
    void: 'İade: {{amount}}',
  },
};
