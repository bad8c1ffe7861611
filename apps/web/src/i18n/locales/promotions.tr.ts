import type { Texts } from './betting.en';
import type { promotionsEn } from './promotions.en';

/** Strings of the promotions, the bonus pages, the promo-code check and the promo-code showcase (Turkish). */
export const promotionsTr: Texts<typeof promotionsEn> = {
  intro:
    'Tüm teklifler, eksiksiz şartlarıyla: ne kazandırdığı, kimlerin alabileceği, çevrim şartına nelerin sayıldığı ve ne kadar süre geçerli olduğu.',
  categoriesLabel: 'Kategoriler',
  categories: {
    all_bonuses: 'Tümü',
    poker: 'Poker',
    casino: 'Casino',
    bukmaker: 'Spor',
    redeposit: 'Tekrar yatırım',
    shares: 'Özel teklifler',
    cashback: 'Nakit iade',
    first_deposit: 'İlk yatırım',
    bonuses: 'Bonuslar',
  },
  offers: {
    first_deposit: 'Kayıt sırasında seçilir',
    promo_code: 'Promosyon koduyla',
    automatic: 'Otomatik uygulanır',
  },
  period: {
    open: '{{from}} tarihinden beri devam ediyor',
    between: '{{from}} – {{until}}',
    ended: 'Bu promosyon {{date}} tarihinde sona erdi.',
  },
  details: 'Ayrıntılar ve şartlar',
  empty: 'Bu kategoride şu anda devam eden bir promosyon yok.',
  back: 'Tüm promosyonlar',
  sections: {
    offer: 'Teklif',
    who: 'Kimler katılabilir',
    gives: 'Kod ne kazandırır',
    playsGiven: '{{game}} ücretsiz oyun: {{count}}. Bir ödül birimi {{amount}} değerindedir.',
    terms: 'Tüm şartlar',
    games: 'Bonusun çevrime sayıldığı oyunlar',
  },
  who: {
    anyone: 'Tüm oyuncular.',
    newPlayers_one: 'Son 24 saat içinde kayıt olan oyuncular.',
    newPlayers_other: 'Son {{count}} gün içinde kayıt olan oyuncular.',
    minDeposits_one: 'En az bir başarılı yatırımı olan oyuncular.',
    minDeposits_other: 'En az {{count}} başarılı yatırımı olan oyuncular.',
    currencies: 'Para birimi {{list}} olan hesaplar.',
    countries: 'Şu ülkelerden oyuncular: {{list}}.',
  },
  worth: '{{amount}} veya para biriminizdeki karşılığı',
  cta: {
    register: 'Kayıt olun ve bonusu seçin',
    deposit: 'İlk yatırımınızı yapın',
    useCode: '{{code}} kodunu kullanın',
    line: 'Spor bahislerine gidin',
  },
  codeLabel: 'Kod',
  copy: '{{code}} kodunu kopyala',
  copied: '{{code}} kodu kopyalandı.',
  tabs: { label: 'Bonus sayfaları', rules: 'Teklifler ve kurallar', games: 'Neler sayılır' },
  counts: {
    intro:
      'Bir bahsin bonus çevrimine ne kadar sayıldığı, bonus türüne göre. Bonus hesabından yapılan bir bahis sonuçlandığında sayılır; aşağıdaki oran, bahsin ne kadarının sayıldığını gösterir.',
    share: 'Bahis tutarının %{{percent}} kadarı',
    game: 'Oyun',
    caption: 'Bir casino bahsinin ne kadarının sayıldığı, oyuna göre',
    games: {
      slot: 'Slotlar',
      dice: 'Zar',
      crash: 'Crash',
      keno: 'Keno',
      plinko: 'Plinko',
    },
  },
  code: {
    intro:
      'Promosyon kodunuz mu var? Kullanmadan önce ne kazandırdığını kontrol edin. Her kod oyuncu başına bir kez kullanılır ve bonusu, gösterilen şartlarla bonus hesabınıza yüklenir.',
    form: 'Promosyon kodu',
    label: 'Promosyon kodu',
    hint: '3 ila 32 harf ve rakam; büyük ya da küçük harf fark etmez.',
    check: 'Kodu kontrol et',
    use: 'Kodu kullan',
    another: 'Başka bir kodu kontrol et',
    invalid: 'Promosyon kodu 3 ila 32 harf ve rakamdan oluşur.',
    usable: '{{code}} kodu kullanılabilir: bonus hesabınıza {{amount}} kazandırır.',
    part: '“{{title}}” promosyonu kapsamında',
    terms: 'Tüm şartları okuyun',
    refusals: {
      unknown: 'Böyle bir promosyon kodu yok. Yazımını kontrol edin.',
      not_started: 'Bu kodun promosyonu henüz başlamadı.',
      ended: 'Bu kodun promosyonu sona erdi.',
      used_up: 'Bu kodun tüm kullanım hakları doldu.',
      already_used: 'Bu kodu zaten kullandınız.',
      not_new: 'Bu kod yalnızca yeni oyuncular içindir.',
      deposits: 'Bu kod için önce başarılı bir yatırım yapmanız gerekir.',
      currency: 'Bu kod, hesabınızın para biriminde geçerli değil.',
      country: 'Bu kod ülkenizde sunulmuyor.',
      bonus_active:
        'Bonus hesabınızda zaten aktif bir bonus var. Bu bonusun çevrimi tamamlandığında, süresi dolduğunda ya da ondan vazgeçtiğinizde yeni bir bonus verilebilir.',
      protection: 'Hesabınız uzaklaştırılmış veya kısıtlanmışken bonus verilmez.',
      coupon_code: 'Bu kod bahis kuponunda kullanılır: bahis yaparken kupona girin.',
    },
    done: '{{amount}} bonus hesabınıza yüklendi.',
    doneBody:
      'Bonusu şartlarına göre çevirdiğinizde çekebileceğiniz paraya dönüşür. Kalan çevrimi ve süreyi “Bonuslar” bölümünde görebilirsiniz.',
    toBonuses: 'Bonusu ve çevrim şartını görün',
    usablePlays:
      '{{code}} kodu kullanılabilir: {{game}} için ücretsiz oyun verir ({{count}}). Ödüller bonus hesabınıza geçer; bir ödül birimi {{amount}} değerindedir.',
    donePlays: '{{game}} ücretsiz oyunlarınız hazır: {{count}}.',
    donePlaysBody:
      'Her oyun kanıtlanabilir şekilde adildir ve kazandığı bonus hesabınıza geçer. Oyunlar {{date}} tarihine kadar sizindir.',
    toGame: '{{game}} oyna',
    error: 'Kod kontrol edilemedi veya kullanılamadı. Birazdan tekrar deneyin.',
    tooMany: 'Bu bağlantıdan çok fazla deneme yapıldı. Bir dakika bekleyip tekrar deneyin.',
  },
  showcase: {
    intro:
      'Devam eden promosyonlarımızın kodları. Her kod oyuncu başına bir kez, kişisel alandaki “Promosyon kodu” bölümünden kullanılır.',
    empty: 'Şu anda herkese açık kod yok.',
    gives: '{{amount}} kazandırır',
    givesPlays: '{{game}} ücretsiz oyun: {{count}}',
  },
  friends: {
    intro:
      'Arkadaşlarınızı Betline’a davet edin. Bir arkadaşınız bağlantınız üzerinden kayıt olup {{days}} gün içinde en az {{minDeposit}} tutarında ilk para yatırma işlemini yaptığında bonus hesabınıza {{reward}} tutarında bir bonus yüklenir.',
    link: 'Bağlantınız',
    linkHint:
      'Bağlantı, kodunuzu arkadaşınızın tarayıcısında {{hours}} saat boyunca saklar: arkadaşınızın bu süre içinde kayıt olması gerekir.',
    code: 'Kodunuz',
    copyLink: 'Bağlantıyı kopyala',
    linkCopied: 'Bağlantı kopyalandı.',
    how: 'Nasıl çalışır?',
    steps: {
      send: 'Bağlantınızı bir arkadaşınıza gönderin.',
      register: 'Arkadaşınız bağlantıyı açar ve kayıt olur.',
      deposit:
        'Arkadaşınız {{days}} gün içinde en az {{minDeposit}} tutarında ilk para yatırma işlemini yapar.',
      reward:
        'Bonus hesabınıza {{reward}} tutarında bir bonus yüklenir; bu genellikle bir dakika içinde gerçekleşir.',
    },
    rules:
      'En fazla {{max}} arkadaş için ödül verilir, her biri için yalnızca bir kez. Bonus, “Bonuslar” bölümünde yer alan “Arkadaşını getir” bonusu şartlarına tabidir. Hesabınız uzaklaştırılmış veya kısıtlanmışken hiçbir şekilde bonus verilmez.',
    list: 'Arkadaşlarınız',
    empty: 'Bağlantınız üzerinden henüz kayıt olan bir arkadaşınız yok.',
    rewarded: 'Ödül kazandıran arkadaşlar: en fazla {{max}} arkadaştan {{count}}.',
    columns: { friend: 'Arkadaş', registered: 'Kayıt tarihi', status: 'Durum', reward: 'Bonus tutarı' },
    statuses: {
      registered: 'İlk para yatırma bekleniyor',
      rewarded: 'Ödül verildi',
      expired: 'Süresinde para yatırılmadı',
      refused: 'Ödül verilmedi',
    },
  },
  cashback: {
    vipIntro:
      'Her hafta casinodaki net kaybınızın %{{percent}} kadarı, çekebileceğiniz para olarak size geri ödenir: en az {{minLoss}} tutarındaki kayıplardan itibaren, en fazla {{max}}. Nakit iade, hafta bittiğinde, pazartesi 00:00 UTC’de ödenir.',
    premiumIntro:
      'Her casino bahsi puan kazandırır: bahis yapılan her {{unit}} için bir puan. {{forUnit}} puan {{unit}} değerindedir; en az {{min}} biriktirdiğinizde puanlarınızı istediğiniz zaman paraya çevirebilirsiniz.',
    bonusNote: 'Yalnızca para hesabınızdan oynanan turlar sayılır; bonusla oynanan turlar sayılmaz.',
    week: 'Bu hafta şu ana kadar',
    weekRange: '{{from}} – {{until}} (UTC)',
    weekEmpty: 'Bu hafta para hesabınızdan henüz casino turu oynanmadı.',
    columns: {
      currency: 'Para birimi',
      staked: 'Bahis tutarı',
      returned: 'Geri kazanılan',
      netLoss: 'Net kayıp',
      cashback: 'Ödenecek nakit iade',
      points: 'Verilecek puan',
    },
    points: 'Puanlarınız',
    pointsCount_one: '{{count}} puan',
    pointsCount_other: '{{count}} puan',
    pointsWorth: 'Şu anki değeri: {{amount}}.',
    exchange: '{{amount}} karşılığında bozdur',
    exchanged: 'Puanlar {{amount}} karşılığında bozduruldu.',
    notEnough: 'Puanlarınızı {{min}} ve üzerinde bozdurabilirsiniz.',
    exchangeError: 'Puanlar bozdurulamadı. Birazdan tekrar deneyin.',
    history: 'Geçmiş haftalar',
    historyEmpty: 'Henüz nakit iade yok: nakit iade her hafta bittiğinde hesaplanır.',
    historyColumns: {
      week: 'Hafta başlangıcı',
      basis: 'Hesaplama esası',
      amount: 'Nakit iade',
      status: 'Durum',
    },
    statuses: { paid: 'Ödendi', credited: 'Yüklendi', refused: 'Ödenmedi' },
  },
  bonusGames: {
    intro:
      'Ücretsiz bir bonus oyunu: hiç bahis yapmazsınız. Her oyun kanıtlanabilir adildir ve ödülü bonus hesabınıza yüklenir.',
    names: {
      fortuna: 'Çarkıfelek',
      chest: 'Sandığı seç',
      memory: 'Eşini bul',
      safe: 'Kasayı kır',
      lottery: 'Kazı kazan',
      dragon: 'Ejderha yolu',
    },
    rules: {
      fortuna:
        'Çarkı çevirin: her biri eşit olasılıklı on iki diliminden birinde durur ve orada yazan ödülü öder.',
      chest:
        'Üç sandıkta rastgele sırayla üç ödül var. Birini açın: içindeki ödül sizindir, diğer ikisi de içlerinde ne olduğunu gösterir.',
      memory:
        'Eşleşen iki kart bulana kadar her hamlede iki kart açın. Ne kadar az hamle gerekirse ödül o kadar büyük olur: ilk hamlede bulunan çift en yüksek ödülü öder.',
      safe: 'Kasanın şifresi rastgele dört rakamdır. Kendi şifrenizi girin: doğru yerdeki her rakam ödülü artırır, dördü birden doğruysa kasa açılır.',
      lottery:
        'Kartın dokuz hücresini kazıyın. Üç aynı sembol, o sembolün ödülünü kazandırır; üç aynı sembol çıkmayan kart teselli ödülü öder.',
      dragon:
        'Her biri üç kapılı beş seviye var ve her seviyede kapılardan birinin arkasında bir ejderha bekliyor. Geçtiğiniz her kapı ödülü artırır: herhangi bir seviyeden önce ödülünüzü alın ya da devam edin. Ejderhaya rastlarsanız size yalnızca teselli ödülü kalır.',
    },
    hints: {
      fortuna: 'Oynamak için çarkı çevirin.',
      chest: 'Açmak için bir sandık seçin.',
      memory: 'Bir kart açın.',
      safe: 'Dört rakamı ayarlayın, ardından şifreyi deneyin.',
      lottery: 'Bir kart alın, ardından hücrelerini kazıyın.',
      dragon: 'Sonraki seviyeden bir kapı seçin ya da ödülünüzü alın.',
    },
    modeReal: 'Ücretsiz oyun',
    modeFun: 'Eğlencesine',
    playFun: 'Bunun yerine eğlencesine oyna',
    playReal: 'Ücretsiz oyun haklarıma dön',
    funNote: 'Eğlencesine oynuyorsunuz: oyun tarayıcınızda oynanır ve hiçbir ödeme yapılmaz.',
    units: '×{{value}}',
    passes: {
      title: 'Ücretsiz oyun haklarınız',
      left_one: '{{count}} ücretsiz oyun hakkı kaldı',
      left_other: '{{count}} ücretsiz oyun hakkı kaldı',
      detail: 'Her ödül birimi {{unit}} değerindedir; {{date}} tarihine kadar geçerlidir.',
      none: 'Bu oyun için ücretsiz oyun hakkınız yok. Bu haklar promosyonlarla verilir: güncel tekliflere göz atın.',
      promotions: 'Promosyonlar',
      guest:
        'Size tanımlanan ücretsiz oyun haklarını kullanmak için giriş yapın. O zamana kadar eğlencesine oynayabilirsiniz.',
    },
    actions: {
      spin: 'Çarkı çevir',
      spinAgain: 'Tekrar çevir',
      card: 'Kart al',
      cardAgain: 'Başka kart al',
      tryCode: 'Şifreyi dene',
      take: '{{prize}} al',
      again: 'Tekrar oyna',
    },
    result: {
      won: '{{amount}} kazandınız. Tutar, şartlarıyla birlikte bonus hesabınıza yüklendi:',
      bonuses: 'bonuslarımı gör',
      fun: 'Bu oyun {{prize}} öderdi.',
    },
    refusals: {
      noPlays: 'Bu oyun için ücretsiz oyun hakkınız kalmadı.',
      excluded: 'Kendinizi uzaklaştırma veya mola süreniz boyunca bonus oyunları kapalıdır.',
      signIn: 'Oturumunuz sona erdi: oynamak için tekrar giriş yapın.',
      stale: 'Bu oyun başka bir pencerede değişti. Güncel hâlini görmek için sayfayı yenileyin.',
      failed: 'Hamle gönderilemedi. Bağlantınızı kontrol edip tekrar deneyin.',
    },
    odds: {
      title: 'Olasılıklar',
      outcome: 'Sonuç',
      pays: 'Ödeme',
      chanceHeader: 'Olasılık',
      chance: '%{{percent}}',
      chanceOneIn: '%{{percent}} ({{n}} oyunda 1)',
      fortuna: '{{prize}} dilimi',
      chest: '{{prize}} içeren sandık',
      memory: '{{turn}}. hamlede çift',
      memoryLast: '{{turn}}. hamlede veya sonrasında çift',
      safe_one: '{{count}} rakam doğru yerde',
      safe_other: '{{count}} rakam doğru yerde',
      lotteryNone: 'Üç aynı sembol yok',
      dragon: '{{level}}. seviyeyi geçmek',
      average: 'Bir oyun ortalama {{prize}} öder.',
      memoryNote:
        'Olasılıklar, açılan her kartı hatırlayan bir oyuncu içindir; kartları unutmak, çiftin sonraki hamlelerde bulunma olasılığını artırır.',
      dragonNote:
        'Hangi kapıyı açarsanız açın, ejderhanın arkasında olma olasılığı üçte birdir. Ejderhaya rastlamak {{prize}} öder.',
    },
    fair: {
      title: 'Kanıtlanabilir adillik',
      intro:
        'Sunucu, oyun başlamadan önce seed’ini taahhüt eder: bunun SHA-256 hash’ini görürsünüz. Oyun bittiğinde seed gösterilir ve tarayıcınız, seed’in hash ile eşleştiğini ve aynı oyun alanını ve ödülü verdiğini kontrol eder.',
      hash: 'Taahhüt (sunucu seed’inin SHA-256 hash’i)',
      client: 'İstemci seed’i',
      seed: 'Sunucu seed’i',
      hidden: 'Oyun bittiğinde gösterilir.',
      verified:
        'Tarayıcınızda doğrulandı: seed, taahhüdüyle eşleşiyor ve yeniden oynatıldığında aynı ödülü veriyor.',
      failed: 'Bu oyun yeniden oynatıldığında aynı ödülü vermiyor. Lütfen destek ekibiyle iletişime geçin.',
    },
    shelf: { title: 'Bonus oyunları' },
    history: {
      title: 'Son oyunlarınız',
      date: 'Tarih',
      prize: 'Ödül',
    },
  },
  landing: {
    register: 'Kaydolun ve teklifi alın',
    ended: 'Bu teklif sona erdi. Devam eden promosyonlara göz atın.',
  },
};
