/**
 * The e-mails and SMS of the identity module, in the seven languages the product ships. A text goes out in
 * the player's own language (`player.language`); before there is a player (a registration code), in the
 * language of the request (infra/playerLanguage.ts). Placeholders: `{code}`, `{login}`, `{password}`,
 * `{url}`, `{count}`; every language of a template has the same ones (infra/playerTexts.test.ts). The player
 * is addressed as in the web app's texts: "вы", "Sie", "tú", "você", "siz", "ви".
 */
import { fill, playerLanguage, type InSeven } from '../../infra/playerLanguage';

export interface Mail {
  subject: string;
  body: string;
}

export interface IdentityTexts {
  /** SMS: the code of a phone registration. */
  smsRegistrationCode: string;
  /** SMS: the code of a sign-in by SMS. */
  smsSignInCode: string;
  /** SMS: the code of a password reset by SMS. */
  smsResetCode: string;
  /** SMS to a phone that already has an account (instead of a registration code). */
  smsPhoneTaken: string;
  /** E-mail after repeated wrong passwords: `{count}`, `{login}`, `{url}` (the password-reset page). */
  signInBackoff: Mail;
  /** E-mail with the login and password of a one-click registration: `{login}`, `{password}`. */
  credentials: Mail;
  /** E-mail to an address someone tried to register again: `{url}` (the sign-in page). */
  emailTaken: Mail;
  /** E-mail with the activation link: `{login}`, `{url}`. */
  activation: Mail;
  /** E-mail with the password-reset link: `{url}`. */
  passwordReset: Mail;
  /** E-mail after a password change. */
  passwordChanged: Mail;
  /** The lines of the one-click registration's text file and picture: `{login}`, `{password}`. */
  credentialsFile: { login: string; password: string };
}

export const IDENTITY_TEXTS: InSeven<IdentityTexts> = {
  en: {
    smsRegistrationCode: 'Betline registration code: {code}',
    smsSignInCode: 'Betline sign-in code: {code}',
    smsResetCode: 'Betline password reset code: {code}',
    smsPhoneTaken: 'This phone already has a Betline account. Sign in, or reset your password by SMS.',
    signInBackoff: {
      subject: 'Sign-in attempts on your Betline account',
      body:
        '{count} sign-ins with a wrong password were made on your Betline account ({login}). ' +
        'To protect it, each further attempt now has to wait, longer after every new failure. ' +
        'If this was you, wait a moment and try again, or reset your password. If it was not you, reset your ' +
        'password now: {url}',
    },
    credentials: {
      subject: 'Your Betline login',
      body: 'Your Betline login: {login}\nYour password: {password}\nKeep this e-mail private.',
    },
    emailTaken: {
      subject: 'Betline: someone tried to register with your address',
      body:
        'Somebody (maybe you) tried to register a Betline account with this e-mail address, which already ' +
        'has an account. Sign in, or reset your password: {url}',
    },
    activation: {
      subject: 'Activate your Betline account',
      body: 'Welcome to Betline. Your login: {login}\nActivate your account: {url}\nThe link works for 48 hours.',
    },
    passwordReset: {
      subject: 'Reset your Betline password',
      body: 'Set a new password: {url}\nThe link works for one hour. If you did not ask for it, ignore this e-mail.',
    },
    passwordChanged: {
      subject: 'Your Betline password was changed',
      body: 'Your password was changed and your other sessions were signed out. If it was not you, reset it now.',
    },
    credentialsFile: { login: 'login: {login}', password: 'password: {password}' },
  },
  ru: {
    smsRegistrationCode: 'Код регистрации в Betline: {code}',
    smsSignInCode: 'Код входа в Betline: {code}',
    smsResetCode: 'Код для сброса пароля Betline: {code}',
    smsPhoneTaken:
      'На этот номер уже зарегистрирован аккаунт Betline. Войдите или восстановите пароль по SMS.',
    signInBackoff: {
      subject: 'Попытки входа в ваш аккаунт Betline',
      body:
        'В ваш аккаунт Betline ({login}) пытались войти с неверным паролем. Неудачных попыток: {count}. ' +
        'Чтобы защитить аккаунт, перед каждой следующей попыткой теперь нужно подождать, и после каждой ' +
        'новой ошибки дольше. Если это были вы, подождите немного и попробуйте снова или восстановите пароль. ' +
        'Если это были не вы, смените пароль прямо сейчас: {url}',
    },
    credentials: {
      subject: 'Ваш логин в Betline',
      body: 'Ваш логин в Betline: {login}\nВаш пароль: {password}\nНикому не пересылайте это письмо.',
    },
    emailTaken: {
      subject: 'Betline: кто-то пытался зарегистрироваться с вашим адресом',
      body:
        'Кто-то (возможно, вы) пытался зарегистрировать аккаунт Betline на этот адрес электронной почты, ' +
        'но к нему уже привязан аккаунт. Войдите или восстановите пароль: {url}',
    },
    activation: {
      subject: 'Активируйте аккаунт Betline',
      body:
        'Добро пожаловать в Betline. Ваш логин: {login}\nАктивируйте аккаунт по ссылке: {url}\n' +
        'Ссылка действует 48 часов.',
    },
    passwordReset: {
      subject: 'Восстановление пароля Betline',
      body:
        'Задайте новый пароль: {url}\nСсылка действует один час. Если вы не запрашивали восстановление, ' +
        'просто проигнорируйте это письмо.',
    },
    passwordChanged: {
      subject: 'Пароль Betline изменён',
      body:
        'Ваш пароль изменён, а все остальные сеансы завершены. Если это были не вы, ' +
        'восстановите пароль прямо сейчас.',
    },
    credentialsFile: { login: 'логин: {login}', password: 'пароль: {password}' },
  },
  de: {
    smsRegistrationCode: 'Ihr Betline-Registrierungscode: {code}',
    smsSignInCode: 'Ihr Betline-Anmeldecode: {code}',
    smsResetCode: 'Ihr Code zum Zurücksetzen des Betline-Passworts: {code}',
    smsPhoneTaken:
      'Für diese Nummer gibt es bereits ein Betline-Konto. Melden Sie sich an oder setzen Sie Ihr Passwort per SMS zurück.',
    signInBackoff: {
      subject: 'Anmeldeversuche bei Ihrem Betline-Konto',
      body:
        'Bei Ihrem Betline-Konto ({login}) gab es Anmeldeversuche mit einem falschen Passwort. Fehlversuche: ' +
        '{count}. Zu Ihrem Schutz muss vor jedem weiteren Versuch nun gewartet werden, nach jedem neuen ' +
        'Fehlversuch länger. Wenn Sie das waren, warten Sie einen Moment und versuchen Sie es erneut, oder ' +
        'setzen Sie Ihr Passwort zurück. Wenn nicht, setzen Sie Ihr Passwort jetzt zurück: {url}',
    },
    credentials: {
      subject: 'Ihre Betline-Zugangsdaten',
      body: 'Ihr Betline-Benutzername: {login}\nIhr Passwort: {password}\nBewahren Sie diese E-Mail vertraulich auf.',
    },
    emailTaken: {
      subject: 'Betline: Jemand wollte sich mit Ihrer Adresse registrieren',
      body:
        'Jemand (vielleicht Sie) hat versucht, mit dieser E-Mail-Adresse ein Betline-Konto zu eröffnen. Für ' +
        'diese Adresse gibt es bereits ein Konto. Melden Sie sich an oder setzen Sie Ihr Passwort zurück: {url}',
    },
    activation: {
      subject: 'Aktivieren Sie Ihr Betline-Konto',
      body:
        'Willkommen bei Betline. Ihr Benutzername: {login}\nAktivieren Sie Ihr Konto: {url}\n' +
        'Der Link ist 48 Stunden gültig.',
    },
    passwordReset: {
      subject: 'Betline-Passwort zurücksetzen',
      body:
        'Legen Sie ein neues Passwort fest: {url}\nDer Link ist eine Stunde gültig. Wenn Sie ihn nicht ' +
        'angefordert haben, ignorieren Sie diese E-Mail.',
    },
    passwordChanged: {
      subject: 'Ihr Betline-Passwort wurde geändert',
      body:
        'Ihr Passwort wurde geändert und Ihre anderen Sitzungen wurden abgemeldet. Wenn Sie das nicht waren, ' +
        'setzen Sie es jetzt zurück.',
    },
    credentialsFile: { login: 'Benutzername: {login}', password: 'Passwort: {password}' },
  },
  es: {
    smsRegistrationCode: 'Tu código de registro en Betline: {code}',
    smsSignInCode: 'Tu código para entrar en Betline: {code}',
    smsResetCode: 'Tu código para restablecer la contraseña de Betline: {code}',
    smsPhoneTaken:
      'Este teléfono ya tiene una cuenta de Betline. Inicia sesión o restablece tu contraseña por SMS.',
    signInBackoff: {
      subject: 'Intentos de acceso a tu cuenta de Betline',
      body:
        'Ha habido intentos de iniciar sesión con una contraseña incorrecta en tu cuenta de Betline ({login}). ' +
        'Intentos fallidos: {count}. Para protegerla, ahora hay que esperar antes de cada nuevo intento, y ' +
        'cada vez más tras cada fallo. Si has sido tú, espera un momento y vuelve a intentarlo, o restablece ' +
        'tu contraseña. Si no has sido tú, restablécela ahora: {url}',
    },
    credentials: {
      subject: 'Tus datos de acceso a Betline',
      body: 'Tu usuario de Betline: {login}\nTu contraseña: {password}\nNo compartas este correo con nadie.',
    },
    emailTaken: {
      subject: 'Betline: alguien ha intentado registrarse con tu dirección',
      body:
        'Alguien (quizá tú) ha intentado crear una cuenta de Betline con esta dirección de correo, que ya ' +
        'tiene una cuenta. Inicia sesión o restablece tu contraseña: {url}',
    },
    activation: {
      subject: 'Activa tu cuenta de Betline',
      body:
        'Te damos la bienvenida a Betline. Tu usuario: {login}\nActiva tu cuenta: {url}\n' +
        'El enlace es válido durante 48 horas.',
    },
    passwordReset: {
      subject: 'Restablece tu contraseña de Betline',
      body:
        'Crea una contraseña nueva: {url}\nEl enlace es válido durante una hora. Si no lo has pedido tú, ' +
        'ignora este correo.',
    },
    passwordChanged: {
      subject: 'Se ha cambiado tu contraseña de Betline',
      body:
        'Se ha cambiado tu contraseña y se han cerrado tus demás sesiones. Si no has sido tú, ' +
        'restablécela ahora.',
    },
    credentialsFile: { login: 'usuario: {login}', password: 'contraseña: {password}' },
  },
  pt: {
    smsRegistrationCode: 'Seu código de cadastro na Betline: {code}',
    smsSignInCode: 'Seu código de acesso à Betline: {code}',
    smsResetCode: 'Seu código para redefinir a senha da Betline: {code}',
    smsPhoneTaken: 'Este telefone já tem uma conta na Betline. Entre ou redefina sua senha por SMS.',
    signInBackoff: {
      subject: 'Tentativas de acesso à sua conta Betline',
      body:
        'Houve tentativas de entrar na sua conta Betline ({login}) com uma senha errada. Tentativas sem ' +
        'sucesso: {count}. Para proteger a conta, agora é preciso esperar antes de cada nova tentativa, e ' +
        'cada vez mais após cada erro. Se foi você, aguarde um momento e tente de novo, ou redefina sua ' +
        'senha. Se não foi você, redefina sua senha agora: {url}',
    },
    credentials: {
      subject: 'Seus dados de acesso à Betline',
      body: 'Seu login na Betline: {login}\nSua senha: {password}\nNão compartilhe este e-mail com ninguém.',
    },
    emailTaken: {
      subject: 'Betline: alguém tentou se cadastrar com o seu endereço',
      body:
        'Alguém (talvez você) tentou criar uma conta na Betline com este endereço de e-mail, que já tem ' +
        'uma conta. Entre ou redefina sua senha: {url}',
    },
    activation: {
      subject: 'Ative sua conta Betline',
      body: 'Boas-vindas à Betline. Seu login: {login}\nAtive sua conta: {url}\nO link vale por 48 horas.',
    },
    passwordReset: {
      subject: 'Redefina sua senha da Betline',
      body: 'Crie uma nova senha: {url}\nO link vale por uma hora. Se você não pediu, ignore este e-mail.',
    },
    passwordChanged: {
      subject: 'Sua senha da Betline foi alterada',
      body: 'Sua senha foi alterada e suas outras sessões foram encerradas. Se não foi você, redefina a senha agora.',
    },
    credentialsFile: { login: 'login: {login}', password: 'senha: {password}' },
  },
  tr: {
    smsRegistrationCode: 'Betline üyelik kodunuz: {code}',
    smsSignInCode: 'Betline giriş kodunuz: {code}',
    smsResetCode: 'Betline şifre sıfırlama kodunuz: {code}',
    smsPhoneTaken:
      'Bu telefon numarasıyla zaten bir Betline hesabı var. Giriş yapın ya da şifrenizi SMS ile sıfırlayın.',
    signInBackoff: {
      subject: 'Betline hesabınıza giriş denemeleri',
      body:
        'Betline hesabınıza ({login}) yanlış şifreyle giriş denemeleri yapıldı. Başarısız deneme sayısı: ' +
        '{count}. Hesabınızı korumak için artık her yeni denemeden önce beklemek gerekiyor; bu süre her ' +
        'başarısız denemede uzuyor. Bu siz idiyseniz biraz bekleyip tekrar deneyin ya da şifrenizi sıfırlayın. ' +
        'Siz değilseniz şifrenizi hemen sıfırlayın: {url}',
    },
    credentials: {
      subject: 'Betline giriş bilgileriniz',
      body: 'Betline kullanıcı adınız: {login}\nŞifreniz: {password}\nBu e-postayı kimseyle paylaşmayın.',
    },
    emailTaken: {
      subject: 'Betline: Biri e-posta adresinizle üye olmaya çalıştı',
      body:
        'Biri (belki siz) bu e-posta adresiyle Betline hesabı açmaya çalıştı; bu adresle zaten bir hesap var. ' +
        'Giriş yapın ya da şifrenizi sıfırlayın: {url}',
    },
    activation: {
      subject: 'Betline hesabınızı etkinleştirin',
      body:
        'Betline’a hoş geldiniz. Kullanıcı adınız: {login}\nHesabınızı etkinleştirin: {url}\n' +
        'Bağlantı 48 saat geçerlidir.',
    },
    passwordReset: {
      subject: 'Betline şifrenizi sıfırlayın',
      body:
        'Yeni bir şifre belirleyin: {url}\nBağlantı bir saat geçerlidir. Bunu siz istemediyseniz bu ' +
        'e-postayı dikkate almayın.',
    },
    passwordChanged: {
      subject: 'Betline şifreniz değiştirildi',
      body:
        'Şifreniz değiştirildi ve diğer oturumlarınız kapatıldı. Bunu siz yapmadıysanız şifrenizi hemen ' +
        'sıfırlayın.',
    },
    credentialsFile: { login: 'kullanıcı adı: {login}', password: 'şifre: {password}' },
  },
  uk: {
    smsRegistrationCode: 'Код реєстрації в Betline: {code}',
    smsSignInCode: 'Код входу в Betline: {code}',
    smsResetCode: 'Код для скидання пароля Betline: {code}',
    smsPhoneTaken: 'На цей номер уже зареєстровано акаунт Betline. Увійдіть або відновіть пароль через SMS.',
    signInBackoff: {
      subject: 'Спроби входу у ваш акаунт Betline',
      body:
        'У ваш акаунт Betline ({login}) намагалися увійти з неправильним паролем. Невдалих спроб: {count}. ' +
        'Щоб захистити акаунт, перед кожною наступною спробою тепер треба зачекати, і після кожної нової ' +
        'помилки довше. Якщо це були ви, зачекайте трохи й спробуйте знову або відновіть пароль. Якщо це ' +
        'були не ви, змініть пароль просто зараз: {url}',
    },
    credentials: {
      subject: 'Ваш логін у Betline',
      body: 'Ваш логін у Betline: {login}\nВаш пароль: {password}\nНікому не пересилайте цей лист.',
    },
    emailTaken: {
      subject: 'Betline: хтось намагався зареєструватися з вашою адресою',
      body:
        'Хтось (можливо, ви) намагався зареєструвати акаунт Betline на цю адресу електронної пошти, але до ' +
        'неї вже прив’язано акаунт. Увійдіть або відновіть пароль: {url}',
    },
    activation: {
      subject: 'Активуйте акаунт Betline',
      body:
        'Ласкаво просимо до Betline. Ваш логін: {login}\nАктивуйте акаунт за посиланням: {url}\n' +
        'Посилання діє 48 годин.',
    },
    passwordReset: {
      subject: 'Відновлення пароля Betline',
      body:
        'Задайте новий пароль: {url}\nПосилання діє одну годину. Якщо ви не запитували відновлення, ' +
        'просто проігноруйте цей лист.',
    },
    passwordChanged: {
      subject: 'Пароль Betline змінено',
      body: 'Ваш пароль змінено, а всі інші сеанси завершено. Якщо це були не ви, відновіть пароль просто зараз.',
    },
    credentialsFile: { login: 'логін: {login}', password: 'пароль: {password}' },
  },
};

/** The identity texts in `language` (a player's or a request's; English for another). */
export function identityTexts(language: string | null | undefined): IdentityTexts {
  return IDENTITY_TEXTS[playerLanguage(language)];
}

/** A mail of `language` with its placeholders filled. */
export function identityMail(
  language: string | null | undefined,
  kind: { [K in keyof IdentityTexts]: IdentityTexts[K] extends Mail ? K : never }[keyof IdentityTexts],
  values: Readonly<Record<string, string | number>> = {},
): Mail {
  const mail = identityTexts(language)[kind];
  return { subject: fill(mail.subject, values), body: fill(mail.body, values) };
}
