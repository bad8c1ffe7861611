import type { ContentMessages } from './content.en';

/** Strings of the site's content pages (Turkish). */
export const contentTr: ContentMessages = {
  info: {
    intro:
      'Betline hakkında her şey: bahis nasıl yapılır, ödemeler, verileriniz ve oyunu nasıl güvenli tutuyoruz.',
    rulesTitle: 'Bahis kuralları',
    rulesSummary: 'Genel koşullar, bahis türleri, her sporun kuralları, sonuçlandırma ve cash-out.',
    onThisPage: 'Bu sayfada',
    fallbackNote: 'Bu metin henüz dilinizde mevcut değil. {{language}} olarak gösteriliyor.',
    updated: '{{date}} tarihinde güncellendi, sürüm {{revision}}',
    print: 'Yazdır',
    loading: 'Metin yükleniyor',
    loadError: 'Metin yüklenemedi.',
    notFound: 'Bu metin henüz yayımlanmadı.',
    ruleBook: 'Kural kitabı',
    searchLabel: 'Kurallarda ara',
    searchPlaceholder: 'Cash-out, handikap…',
    searchResults: 'Arama sonuçları',
    found: 'Bulunan bölüm: {{count}}',
    noResults: 'Hiçbir bölüm “{{query}}” ifadesini içermiyor.',
    searchError: 'Arama yanıt vermedi. Tekrar deneyin.',
    matchesHere: 'Bu bölümdeki eşleşmeler: {{count}}',
    chapterPager: 'Bölümler',
    previousChapter: 'Önceki bölüm',
    nextChapter: 'Sonraki bölüm',
  },
  posts: {
    intro: {
      news: 'Betline ürün haberleri ve güncellemeleri.',
      blog: 'Bahis rehberleri, sade açıklamalar ve güvenli oyun önerileri.',
    },
    empty: 'Burada henüz bir şey yayımlanmadı.',
    pastEnd: 'Bu sayfada yazı yok.',
    pager: 'Yazı sayfaları',
    page: 'Sayfa {{page}} / {{pages}}',
    published: 'Yayımlanma: {{date}}',
    back: { news: 'Tüm haberler', blog: 'Tüm blog yazıları' },
  },
  apps: {
    install: 'Uygulamayı yükle',
    installHint: 'Tarayıcınız Betline’ı doğrudan bu sayfadan yükleyebilir.',
    installed: 'Betline yükleniyor: ana ekranınızdan veya uygulama listenizden açın.',
    dismissed: 'Şimdi değil. Betline’ı daha sonra bu sayfadan veya tarayıcı menüsünden yükleyebilirsiniz.',
  },
  idea: {
    intro:
      'Betline’ı sizin için neyin daha iyi yapacağını anlatın. Ürün ekibi her fikri okur; yanıtı destek taleplerinizde alırsınız.',
    form: 'Fikriniz',
    topic: 'Konu',
    chooseTopic: 'Bir konu seçin',
    topics: {
      sports: 'Spor bahisleri',
      casino: 'Casino',
      app: 'Web sitesi ve uygulama',
      payments: 'Ödemeler',
      other: 'Başka bir konu',
    },
    text: 'Fikriniz',
    textHint: 'Neyi, neden değiştirirdiniz? En fazla {{max}} karakter.',
    required: 'Lütfen bu alanı doldurun.',
    choose: 'Lütfen birini seçin.',
    send: 'Fikri gönder',
    subject: 'Fikir: {{topic}}',
    thanks: 'Fikriniz için teşekkürler!',
    thanksBody: 'Fikrinizi aldık; destek taleplerinizde yanıtlayacağız.',
    follow: 'Yanıtı takip et',
    another: 'Başka bir fikir paylaş',
    error: 'Fikir gönderilemedi. Lütfen tekrar deneyin.',
  },
  oldBrowser: {
    heading: 'Lütfen tarayıcınızı güncelleyin',
    body: "Betline, hesabınızı ve ödemelerinizi güvende tutmak için güncel bir tarayıcıya ihtiyaç duyar; bu tarayıcı çok eski. Güncelleyin veya Betline'ı şu tarayıcılardan birinde açın:",
    browsers: "Betline'ın çalıştığı tarayıcılar",
    anyway: 'Yine de ana sayfaya git',
  },
  landings: {
    loading: 'Yükleniyor…',
    error: 'Maçlar yüklenemedi.',
    live: 'Şu an canlı',
    upcoming: 'Yaklaşan maçlar',
    cricket: {
      intro:
        'Dünya Kupası sezonuna özel kriket: Hindistan, Avustralya ve İngiltere liglerinin canlı ve yaklaşan tüm maçları; canlı oranlar, her topta güncellenen skor ve puan durumlarıyla.',
      noLive: 'Şu anda canlı kriket maçı yok.',
      noUpcoming: 'Henüz planlanmış bir kriket maçı yok.',
      champs: 'Ligler',
      table: '{{champ}}: puan durumu',
      allCricket: 'Bahis programındaki tüm kriket maçları',
    },
    asian: {
      intro:
        'Asya handikapı ve Asya alt/üst: iki olası sonuç, her birine bir oran ve sizi kaybettirecek bir beraberlik yok. Çeyrek baremler bahis tutarınızı yanındaki iki bareme böler.',
      how: 'Baremler nasıl sonuçlanır',
      half: 'Yarım barem (−0,5; 2,5): bahis ya kazanır ya kaybeder, iade yoktur.',
      whole: 'Tam barem (−1; 3): sonuç tam baremde biterse bahis tutarı iade edilir.',
      quarter:
        'Çeyrek barem (−0,75; 2,25): bahis tutarının yarısı komşu baremlerin her birine gider (−0,5 ve −1), bu yüzden bahsin yarısı kazanabilir veya yarısı kaybedebilir.',
      viewOn: 'Bahisler Asya görünümünde: her maçın ana handikapı ve alt/üstü.',
      viewOff:
        'Bahisler Avrupa görünümünde. Her maçın ana handikapını ve alt/üstünü görmek için Asya görünümüne geçin.',
      switchOn: 'Asya görünümüne geç',
      switchOff: 'Avrupa görünümüne dön',
      football: 'Futbol: sıradaki maçlar',
      noGames: 'Henüz planlanmış bir futbol maçı yok.',
    },
  },
};
