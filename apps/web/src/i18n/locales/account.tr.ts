import type { AccountProtectionMessages } from './account.en';

/** The player-protection texts of the `account` namespace in Turkish (the rest of it shows English). */
export const accountTr: AccountProtectionMessages = {
  activation: {
    signedIn: '{{login}} hesabınız etkinleştirildi ve giriş yaptınız. Hoş geldiniz!',
  },
  limits: {
    inputErrors: {
      empty: 'Bir tutar girin.',
      sign: 'Tutarı artı veya eksi işareti olmadan girin.',
      format: 'Yalnızca rakam girin, örneğin 250: boşluk, harf veya binlik ayırıcı olmadan.',
      decimals: 'Ondalık basamak sayısı fazla: limit tam bir tutardır.',
      wholeUnits: 'Limit tam bir tutardır: {{below}} veya {{above}} girin.',
      tooSmall: 'En düşük limit: {{min}}.',
      tooLarge: 'En yüksek limit: {{max}}.',
    },
  },
  protection: {
    refusal: {
      timeOut:
        'Mola veriyorsunuz. Mola bitene kadar giriş yapamaz, para yatıramaz, bahis yapamaz ve oyun oynayamazsınız.',
      timeOutUntil:
        '{{date}} tarihine kadar mola veriyorsunuz. O zamana kadar giriş yapamaz, para yatıramaz, bahis yapamaz ve oyun oynayamazsınız.',
      selfExclusion:
        'Kendinizi oyundan uzaklaştırdınız. Süre bitene kadar giriş yapamaz, para yatıramaz, bahis yapamaz ve oyun oynayamazsınız.',
      selfExclusionUntil:
        'Kendinizi {{date}} tarihine kadar oyundan uzaklaştırdınız. O zamana kadar giriş yapamaz, para yatıramaz, bahis yapamaz ve oyun oynayamazsınız.',
      excluded:
        'Molanız veya kendinizi uzaklaştırmanız sürüyor. Bitene kadar giriş yapamaz, para yatıramaz, bahis yapamaz ve oyun oynayamazsınız.',
      excludedUntil:
        'Molanız veya kendinizi uzaklaştırmanız {{date}} tarihine kadar sürüyor. O zamana kadar giriş yapamaz, para yatıramaz, bahis yapamaz ve oyun oynayamazsınız.',
      ban: 'Hesabınız kısıtlandı. Ayrıntılar için destek ekibiyle iletişime geçin.',
      banUntil:
        'Hesabınız {{date}} tarihine kadar kısıtlandı. Ayrıntılar için destek ekibiyle iletişime geçin.',
    },
  },
  payment: {
    verificationRequired:
      'Toplamı {{amount}} tutarını aşan para çekme işlemleri doğrulamanızı bekler. Kimliğinizi doğrulamak için belgelerinizi gönderin.',
    verificationLink: 'Kimliğimi doğrula',
    limitLeftIn: {
      day: 'Bu, 24 saatlik para yatırma limitinizi aşıyor. Şu anda en fazla {{amount}} daha yatırabilirsiniz.',
      week: 'Bu, 7 günlük para yatırma limitinizi aşıyor. Şu anda en fazla {{amount}} daha yatırabilirsiniz.',
      month:
        'Bu, 30 günlük para yatırma limitinizi aşıyor. Şu anda en fazla {{amount}} daha yatırabilirsiniz.',
    },
    limitReachedIn: {
      day: '24 saatlik para yatırma limitinize ulaştınız. Her yatırım 24 saat boyunca bu limite sayılır.',
      week: '7 günlük para yatırma limitinize ulaştınız. Her yatırım 7 gün boyunca bu limite sayılır.',
      month: '30 günlük para yatırma limitinize ulaştınız. Her yatırım 30 gün boyunca bu limite sayılır.',
    },
  },
};
