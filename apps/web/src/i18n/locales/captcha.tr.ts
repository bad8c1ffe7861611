import type { CaptchaMessages } from './captcha.en';

/** The captcha's strings (Turkish): the widget's own (its checkbox's label among them) and the refusals. */
export const captchaTr: CaptchaMessages = {
  prompt:
    'Birkaç deneme başarısız oldu. Kutuyu işaretleyin: tarayıcınız bir betik olmadığını göstermek için kısa bir hesaplama yapar.',
  widget: {
    label: 'Ben robot değilim',
    verifying: 'Tarayıcınız kontrol ediliyor…',
    verified: 'Kontrol edildi: devam edebilirsiniz',
    loading: 'Yükleniyor…',
    error: 'Kontrol başarısız oldu. Tekrar deneyin.',
    expired: 'Kontrolün süresi doldu. Kutuyu yeniden işaretleyin.',
    verificationRequired: 'Önce “Ben robot değilim” kutusunu işaretleyin.',
    waitAlert: 'Kontrol ediliyor… lütfen bekleyin.',
    reload: 'Tekrar dene',
    verify: 'Kontrol et',
    footer: 'ALTCHA ile korunmaktadır',
    ariaLinkLabel: 'ALTCHA web sitesi (yeni sekmede açılır)',
    enterCode: 'Kodu girin',
    enterCodeAria: 'Duyduğunuz kodu girin',
    enterCodeFromImage: 'Resimdeki kodu girin',
    getAudioChallenge: 'Kodu dinle',
    cancel: 'İptal',
  },
  errors: {
    required: 'Aşağıdaki “Ben robot değilim” kutusunu işaretleyip yeniden gönderin.',
    tooManyAttempts:
      'Bu hesapta çok fazla başarısız giriş var. Sonraki denemeden önce {{seconds}} sn bekleyin veya şifrenizi sıfırlayın.',
  },
};
