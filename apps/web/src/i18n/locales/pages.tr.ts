import type { PagesMessages } from './en';

export const pagesTr: PagesMessages = {
  loading: 'Sayfa yükleniyor',
  layout: {
    support: 'Destek',
    scrollTop: 'Başa dön',
    seoLabel: '{{brand}} hakkında',
    seoText:
      '{{brand}} spor bahisleri ve casinodur: maç öncesi ve canlı bahis, e-spor, toto, loto ve casino oyunları. Yalnızca yetişkinler içindir (18+). Sorumlu oynayın.',
    notices: 'Bildirimler',
  },
  maintenanceWarning: {
    title: 'Planlı teknik çalışma',
    body: '{{start}} ile {{finish}} arasında site ve uygulamalar kullanılamayacak.',
  },
  maintenance: {
    heading: 'Teknik çalışma',
    body: 'Sunucu {{start}} ile {{finish}} arasında kapalı. Çalışma süresince site ve uygulamalar kullanılamaz.',
    start: 'Başlangıç',
    finish: 'Bitiş',
    unknown: 'duyurulacak',
    check: 'Yeniden kontrol et',
  },
  block: {
    heading: 'Siteye erişim kısıtlandı',
    body: 'Site şu anda sizin için kullanılamıyor. Bunun bir hata olduğunu düşünüyorsanız destekle iletişime geçin.',
    contact: 'Destekle iletişime geç',
  },
  blockUa: {
    heading: 'Site bölgenizde kullanılamıyor',
    body: 'Bölgenizin kuralları gereği bulunduğunuz yerde hizmet veremiyoruz.',
  },
  blockIe: {
    heading: 'Tarayıcınız desteklenmiyor',
    body: 'Lütfen siteyi Chrome, Firefox, Safari veya Edge’in güncel bir sürümünde açın.',
  },
  siteUpdates: {
    heading: 'Siteyi güncelliyoruz',
    body: 'Site birazdan geri dönecek. Sabrınız için teşekkürler.',
  },
  comingSoon: { heading: 'Çok yakında', body: 'Ülkenizde açılışa hazırlanıyoruz. Yakında tekrar gelin.' },
  suspension: {
    heading: 'Hesabınız askıya alındı',
    body: 'Hesabınızda bahis ve oyunlar durduruldu. Ayrıntılar için destekle iletişime geçin.',
  },
  ban: {
    heading: 'Hesabınız kısıtlandı',
    body: 'Hesabınızda bahis ve oyunlar kapalı. Kuralları okuyabilir ve destekle iletişime geçebilirsiniz.',
    withdraw: 'Para çek',
    rules: 'Kuralları oku',
  },
  terms: {
    heading: 'Şartlar ve koşullarımız değişti',
    body: 'Hesabınızı kullanmaya devam etmek için lütfen yeni şartları okuyup kabul edin.',
    published: 'Yayın tarihi {{date}}',
    read: 'Kuralları oku',
    accept: 'Kabul et ve devam et',
    accepting: 'Kaydediliyor',
    error: 'Şartlar kabul edilemedi. Lütfen tekrar deneyin.',
  },
  error: {
    code: 'Hata 500',
    heading: 'Bizim tarafımızda bir sorun oluştu',
    body: 'Sayfa gösterilemedi. Lütfen biraz sonra tekrar deneyin.',
    home: 'Ana sayfaya git',
  },
};
