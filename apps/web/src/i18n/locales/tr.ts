import type { Messages } from './en';
import { pagesTr } from './pages.tr';

export const tr: Messages = {
  pages: pagesTr,
  app: { name: 'Betline' },
  a11y: { skipToContent: 'İçeriğe geç' },
  header: {
    signIn: 'Giriş yap',
    register: 'Kayıt ol',
    homeLink: '{{brand}}, ana sayfa',
    mainNav: 'Ana gezinme',
    phoneNav: 'Hızlı gezinme',
    nav: {
      home: 'Ana sayfa',
      account: 'Hesabım',
      sports: 'Spor',
      live: 'Canlı',
      casino: 'Casino',
      promotions: 'Promosyonlar',
    },
    languageSwitch: 'Dil',
    languageChanged: 'Dil değiştirildi: {{language}}',
    theme: {
      toggle: 'Koyu tema',
      toDark: 'Koyu temaya geç',
      toLight: 'Açık temaya geç',
      nowDark: 'Koyu tema açık',
      nowLight: 'Açık tema açık',
    },
  },
  remoteView: {
    loading: 'Yükleniyor…',
    failed: 'Bu bölüm yüklenemedi.',
    refresh: 'Yenile',
  },
  footer: {
    label: 'Site bilgileri',
    copyright: '© {{year}} {{company}}',
    information: 'Bilgi',
    rules: 'Bahis kuralları',
    responsibleGaming: 'Sorumlu oyun',
    contacts: 'İletişim',
  },
  home: {
    title: 'Spor bahisleri ve casino',
    heading: '{{brand}} sitesine hoş geldiniz',
    welcome:
      'Maç öncesi ve canlı bahis yapın, oranların hareketini takip edin ve casino oyunları oynayın; hepsi tek bir hesapla.',
  },
  notFound: {
    title: 'Sayfa bulunamadı',
    heading: 'Bu sayfa bulunamadı',
    body: 'Adres yanlış yazılmış ya da sayfa taşınmış olabilir.',
    home: 'Ana sayfaya git',
  },
  config: {
    loading: '{{brand}} yükleniyor',
    errorTitle: '{{brand}} yüklenemedi',
    errorBody: 'Siteye ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyin.',
    retry: 'Tekrar dene',
    retrying: 'Yeniden deneniyor',
    reloadFailed: 'Sitenin güncel ayarları yüklenemedi.',
  },
  crash: {
    title: 'Bir şeyler ters gitti',
    body: 'Sayfa çalışmayı durdurdu. Devam etmek için yenileyin; bahisleriniz ve bakiyeniz sunucuda güvende.',
    reload: 'Sayfayı yenile',
  },
};
