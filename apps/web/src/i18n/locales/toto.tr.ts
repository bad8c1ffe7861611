import type { Texts } from './betting.en';
import type { totoEn } from './toto.en';

/** Spor Toto: 15 futbol maçından oluşan haftalık oyun, kuponlar, ikramiyeler ve sonuçlar. */
export const totoTr: Texts<typeof totoEn> = {
  intro:
    'Haftanın 15 futbol maçının sonucunu tahmin edin. Ne kadar çok maçı bilirseniz ikramiye havuzundaki payınız o kadar büyük olur; 15’in 15’ini bilen büyük ikramiyeyi kazanır.',
  loading: 'Yükleniyor…',
  error: 'Spor Toto yüklenemedi.',
  tabs: {
    label: 'Spor Toto',
    draw: 'Bu hafta',
    next: 'Gelecek hafta',
    coupons: 'Kuponlarım',
    draws: 'Sonuçlar',
    nonimees: 'Kazananlar',
  },
  week: '{{year}}, {{week}}. hafta',
  status: {
    open: 'Açık',
    closed: 'Sonuçlar bekleniyor',
    settled: 'Sonuçlandı',
    cancelled: 'İptal edildi',
  },
  closesAt: 'Son oynama: {{time}}',
  settledAt: 'Sonuçlanma: {{time}}',
  jackpot: 'Büyük ikramiye',
  guarantee: '15 bilene {{amount}} garanti',
  prizeFund: 'İkramiye havuzu',
  coupons_one: '{{count}} kupon',
  coupons_other: '{{count}} kupon',
  noDraw: {
    title: 'Şu anda oynanabilecek bir hafta yok',
    body: 'Sonraki hafta, {{date}} tarihinde başlayan haftanın maçlarıyla açılır.',
  },
  noNext:
    'Sonraki hafta, mevcut hafta kapandığında {{date}} tarihinde başlayan haftanın maçlarıyla oluşturulur.',
  form: {
    heading: 'Kuponunuz',
    match: '{{position}}. maç: {{home}} — {{away}}',
    pick: {
      '1': '{{home}} kazanır',
      X: 'Beraberlik',
      '2': '{{away}} kazanır',
    },
    random: 'Hızlı seçim',
    clear: 'Temizle',
    variants_one: '{{count}} kolon',
    variants_other: '{{count}} kolon',
    variantStake: 'Kolon bedeli',
    total: 'Toplam tutar: {{amount}}',
    place: 'Kuponu oyna',
    placed: 'Kupon oynandı: {{variants}} için {{amount}}.',
    incomplete_one: 'Her maçta en az bir sonuç seçin: {{count}} maç kaldı.',
    incomplete_other: 'Her maçta en az bir sonuç seçin: {{count}} maç kaldı.',
    tooMany: 'Bir kupon en fazla {{max}} kolon olabilir: daha az sonuç seçin.',
    overMax: 'Bir kuponun tutarı en fazla {{amount}} olabilir.',
    signIn: 'Kupon oynamak için giriş yapın',
  },
  refusals: {
    closed: 'Bu hafta kapandı: haftanın ilk maçı başladı.',
    excluded: 'Hesabınız şu anda bahisten uzaklaştırılmış durumda.',
    wageringLimit: 'Bu kupon bahis limitinizi aşıyor: şu anda en fazla {{allowed}} daha yatırabilirsiniz.',
    lossLimit: 'Bu kupon kayıp limitinizi aşıyor: şu anda en fazla {{allowed}} daha yatırabilirsiniz.',
    funds: 'Hesabınızda yeterli bakiye yok.',
    signIn: 'Oturumunuz sona erdi: tekrar giriş yapın.',
    failed: 'Kupon oynanamadı. Bağlantınızı kontrol edip tekrar deneyin.',
  },
  matches: {
    heading: 'Maçlar',
    kickoff: 'Başlama',
    result: 'Sonuç',
    void: 'Oynanmadı',
    pending: 'Oynanacak',
  },
  prizes: {
    heading: 'İkramiyeler',
    correct: 'Doğru tahmin',
    share: 'İkramiye havuzundan pay',
    shareValue: '%{{share}}',
    jackpotShare: '%{{share}} ve büyük ikramiye',
    fund: 'Havuz',
    variants: 'Kazanan kolonlar',
    perVariant: 'En düşük kolon bedeliyle kolon başına',
  },
  rules: {
    heading: 'Nasıl oynanır',
    picks:
      'Her maç için 1 (ev sahibi kazanır), X (beraberlik) veya 2 (deplasman kazanır) seçin. Bir maçta birden çok sonuç seçerseniz kupon sistem kupona dönüşür: her kombinasyon, seçtiğiniz kolon bedeliyle oynanan bir kolondur.',
    stake:
      'Bir kolonun bedeli en az {{min}}; bir kupon en fazla {{maxVariants}} kolon ve en fazla {{max}} tutarında olabilir.',
    pool: 'Bahislerin %{{houseShare}} kadarı şirkete kalır; geri kalanı ikramiye havuzudur ve 10 ile 15 arasında maç bilen kolonlar arasında bahis tutarlarıyla orantılı olarak paylaştırılır.',
    jackpot:
      'Kimsenin kazanmadığı ikramiyeler bir sonraki haftanın büyük ikramiyesine devreder. 15’in 15’ini bilen, en az {{guarantee}} olan büyük ikramiyeyi kazanır.',
    void: 'Üç gün içinde oynanmayan bir maç, her tahmin için doğru sayılır. Böyle {{maxVoid}} maçtan fazlası olursa hafta iptal edilir ve tüm bahisler iade edilir.',
    close:
      'Kuponlar ilk maç başlayana kadar kabul edilir; hafta, son maçın bitiş düdüğünden birkaç saniye sonra sonuçlandırılır ve ödenir.',
  },
  results: {
    empty: 'Henüz oynanmış bir hafta yok.',
    more: 'Daha fazla hafta göster',
  },
  mine: {
    heading: 'Kuponlarım',
    empty: 'Henüz Spor Toto kuponunuz yok.',
    signIn: 'Kuponlarınızı görmek için giriş yapın.',
    week: 'Hafta',
    picks: 'Tahminler',
    stake: 'Tutar',
    status: 'Durum',
    correct: 'Doğru',
    payout: 'Kazanç',
    statuses: {
      open: 'Bekliyor',
      won: 'Kazandı',
      lost: 'Kaybetti',
      refunded: 'İade edildi',
    },
    more: 'Daha fazla kupon göster',
  },
  winners: {
    heading: 'Kazananlar',
    empty: 'Henüz kimse Spor Toto ikramiyesi kazanmadı.',
    player: 'Oyuncu',
    week: 'Hafta',
    correct: 'Doğru',
    payout: 'İkramiye',
  },
};
