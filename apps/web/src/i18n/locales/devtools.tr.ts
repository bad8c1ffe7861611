import type { Texts } from './betting.en';
import type { devtoolsEn } from './devtools.en';

/** The pages outside production (`debugger`, `internal-vpn`) in Turkish. */
export const devtoolsTr: Texts<typeof devtoolsEn> = {
  notice:
    'Bu sayfa yalnızca canlı ortam dışında bulunur: uygulamanın ve sunucunun bu ziyaret hakkında bildiklerini geliştiriciler ve test uzmanları için gösterir.',
  loading: 'Yükleniyor…',
  error: 'Sunucu yanıt vermedi.',
  yes: 'Evet',
  no: 'Hayır',
  none: 'yok',
  copy: 'JSON olarak kopyala',
  copied: 'Panoya kopyalandı.',
  build: {
    heading: 'Derleme',
    mode: 'Mod',
    version: 'Sunucu sürümü',
  },
  visit: {
    heading: 'Bu ziyaret',
    language: 'Dil',
    timeZone: 'Saat dilimi',
    oddsFormat: 'Oran biçimi',
    signedIn: 'Giriş yapıldı',
    player: 'Oyuncu kimliği',
  },
  features: {
    heading: 'Sitenin özellik anahtarları',
    feature: 'Özellik',
    state: 'Durum',
    on: 'Açık',
    off: 'Kapalı',
    empty: 'Site hiçbir özelliği kapatmıyor: tüm özellikler açık.',
  },
  network: {
    heading: 'Sunucunun gözünden ağ',
    ip: 'Adres',
    internal: 'İç ağ',
    forwardedFor: 'Yönlendirilen',
    country: 'Ülke',
    countryHeader: 'Ülke başlığı',
    protocol: 'Protokol',
    host: 'Ana makine',
    isInternal: 'Bu adres bir iç ağda (loopback veya özel aralık).',
    isPublic: 'Bu adres herkese açık: bir iç ağda değil.',
  },
};
