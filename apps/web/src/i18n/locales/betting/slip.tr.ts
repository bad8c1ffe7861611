import type { slipEn } from './slip.en';
import type { Texts } from '../betting.en';

/** The `betting` namespace, part `slip` (Turkish). */
export const slipTr: Texts<typeof slipEn> = {
  title: 'Bahis kuponu',
  notPlaced: 'Bahis yapılamadı',
  dismiss: 'Kapat',
  refusals: {
    COUPON_ID_TAKEN:
      'Bu bahis daha önce başka bilgilerle gönderildi. Yeniden göndermek için “Bahis yap” düğmesine tekrar basın.',
    MARKET_NOT_FOUND: '{{names}}: artık bahis programında yok. Kupondan çıkarıp bahsi tekrar yapın.',
    MARKET_SUSPENDED: '{{names}} için bahisler kısa bir süre durduruldu. Birazdan tekrar deneyin.',
    GAME_FINISHED: '{{names}} maçı sona erdi. Kalan seçimlere bahis yapmak için bunu çıkarın.',
    COEF_CHANGED: 'Oranlar değişti: kupon yeni oranları gösteriyor. Kontrol edip bahsi tekrar yapın.',
    EXACT_COEF_MISMATCH:
      'Toplam oran artık {{coef}}; belirlediğiniz kesin oran değil. Kontrol edip bahsi tekrar yapın.',
    EXACT_COEF_MISMATCH_none:
      'Toplam oran artık belirlediğiniz kesin oran değil. Kontrol edip bahsi tekrar yapın.',
    SCORE_CHANGED:
      '{{names}} maçında skor değişti, bu yüzden bahis ayarlarınız gereği iptal edildi. Oranları kontrol edip tekrar bahis yapın.',
    ACCOUNT_NOT_FOUND: 'Bu hesapla bahis yapılamaz. Bahis ayarlarından başka bir hesap seçin.',
    INSUFFICIENT_BALANCE: 'Bu bahis tutarı için bakiyeniz yetersiz.',
    MAX_PAYOUT_EXCEEDED: 'Olası kazanç, {{max}} olan en yüksek ödemeyi aşıyor. Bahis tutarını düşürün.',
    PROMO_CODE_INVALID: 'Bu promosyon kodu bu bahiste kullanılamaz. Kodu kontrol edin veya kaldırın.',
    RG_EXCLUDED: 'Molanız veya kendinizi uzaklaştırmanız sürüyor: bitene kadar bahis kabul edilmez.',
    RG_LIMIT_REACHED:
      '{{limit}} limitiniz şu anda {{amount}} daha izin veriyor. Bahis tutarını düşürün veya limitin yenilenmesini bekleyin.',
    RG_LIMIT_REACHED_none:
      '{{limit}} limitiniz şimdilik doldu: limit yenilenince bahisler yeniden kabul edilir.',
    NOT_COMPUTABLE: 'Bu bahsin olası kazancı hesaplanamıyor. Seçimleri kontrol edin.',
    EMPTY_COUPON: 'Şu anda bu seçimlerin hiçbirine bahis yapılamıyor.',
    DUPLICATE_SELECTION: 'Bir seçim kuponda iki kez var. Birini kaldırın.',
    BOOKING_NOT_FOUND: 'Bu koda ait kupon yok.',
    unauthenticated: 'Oturumunuz sona erdi. Giriş yapıp bahsi tekrar yapın.',
    other: 'Bahis kabul edilmedi. Kuponu kontrol edip tekrar deneyin.',
  },
  limitKinds: {
    wagering: 'Bahis',
    loss: 'Kayıp',
  },
  failures: {
    network:
      'Sunucudan yanıt yok. Tekrar denemek için “Bahis yap” düğmesine yeniden basın: bahis iki kez yapılmaz.',
    timeout:
      'Sunucu çok geç yanıt verdi. Tekrar denemek için “Bahis yap” düğmesine yeniden basın: bahis iki kez yapılmaz.',
    server:
      'Sunucu bahsi alamadı (hata {{status}}). Tekrar denemek için “Bahis yap” düğmesine yeniden basın: bahis iki kez yapılmaz.',
  },
  singlesRefused_one: '{{count}} tekli bahis yapılamadı:',
  singlesRefused_other: '{{count}} tekli bahis yapılamadı:',
  forBet: '{{name}}: {{message}}',
  removePromo: 'Promosyon kodunu kaldır',
  vipPending: 'VIP bahsiniz bahis şirketinin kararını bekliyor. Bahislerinizde göreceksiniz.',
  oneClick: {
    placed: 'Tek tıkla bahis yapıldı: {{name}} için {{coef}} oranla {{amount}}.',
    refused: 'Tek tıkla bahis yapılamadı. {{reason}}',
    retry: 'Tekrar dene',
  },
  booking: {
    title: 'Kupon kodu',
    share: 'Seçimleri paylaş',
    saving: 'Seçimler kaydediliyor',
    code: 'Kupon kodunuz: {{code}}',
    copied: '{{code}} kupon kodu kopyalandı.',
    copyFailed: 'Kupon kodunuz {{code}}. Buradan kopyalayın.',
    shareTitle: 'Betline bahis kuponum',
    shareText: 'Seçimlerimi {{code}} kupon koduyla yükle.',
    loadLabel: 'Kupon kodu yükle',
    loadHint: '8 harf veya rakam',
    load: 'Yükle',
    loading: 'Yükleniyor',
    invalid: 'Kupon kodu 8 harf veya rakamdan oluşur.',
    loaded_one: '{{code}} kodundan {{count}} seçim yüklendi.',
    loaded_other: '{{code}} kodundan {{count}} seçim yüklendi.',
    unavailable_one: '{{count}} seçim artık bahis programında olmadığı için eklenmedi.',
    unavailable_other: '{{count}} seçim artık bahis programında olmadığı için eklenmedi.',
  },
  notification: {
    text_one: 'Kuponunuzda {{count}} seçim var. Oranlar değişmeden bahsinizi yapın.',
    text_other: 'Kuponunuzda {{count}} seçim var. Oranlar değişmeden bahsinizi yapın.',
    open: 'Kuponu aç',
  },
  selection: '{{market}}: {{outcome}}',
};
