/**
 * The demo brand's SEO texts in the seven languages the product ships (en, ru, de, es, pt, tr, uk), written to
 * the database by `seed.ts`. Every page of the route table has a name in each language; a page's title and
 * description come from its family's template filled with that name, and the pages with names in their path
 * (sports, championships, games, casino games, providers) have templates of their own, filled when answered.
 * Placeholders: `{brand}` (the site's public name), `{name}`, `{sport}`, `{champ}`, `{game}`, `{provider}`.
 * Names stand first or after a colon in every sentence, so that no language needs them in another case.
 */

export const TEXT_LANGUAGES = ['en', 'ru', 'de', 'es', 'pt', 'tr', 'uk'] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];

/** One text in each language, in the order of TEXT_LANGUAGES. */
export type Seven = readonly [
  en: string,
  ru: string,
  de: string,
  es: string,
  pt: string,
  tr: string,
  uk: string,
];

export type Family =
  | 'home'
  | 'sportsbook'
  | 'esports'
  | 'casino'
  | 'games'
  | 'information'
  | 'promotions'
  | 'apps'
  | 'account'
  | 'service'
  | 'other';

export interface PageName {
  family: Family;
  name: Seven;
}

const named =
  (family: Family) =>
  (name: Seven): PageName => ({ family, name });
const sportsbook = named('sportsbook');
const esports = named('esports');
const casino = named('casino');
const games = named('games');
const information = named('information');
const promotions = named('promotions');
const apps = named('apps');
const account = named('account');
const service = named('service');
const other = named('other');

/** Pages whose texts come from their family's template: their key (see `pageKey`) and name. */
export const PAGE_NAMES: Readonly<Record<string, PageName>> = {
  // Sportsbook
  betsonyour: sportsbook([
    'Bets on your terms',
    'Ставки на ваших условиях',
    'Wetten nach Ihren Regeln',
    'Apuestas a tu manera',
    'Apostas do seu jeito',
    'Kendi kurallarınızla bahis',
    'Ставки на ваших умовах',
  ]),
  'betsonyour-game': sportsbook([
    'Bet on your terms: event',
    'Ставка на ваших условиях: событие',
    'Wette nach Ihren Regeln: Ereignis',
    'Apuesta a tu manera: evento',
    'Aposta do seu jeito: evento',
    'Kendi kurallarınızla bahis: etkinlik',
    'Ставка на ваших умовах: подія',
  ]),
  topgame: sportsbook([
    'Top match',
    'Топ-матч',
    'Top-Spiel',
    'Partido destacado',
    'Jogo em destaque',
    'Günün maçı',
    'Топ-матч',
  ]),
  'topgame-game': sportsbook([
    'Top match: event',
    'Топ-матч: событие',
    'Top-Spiel: Ereignis',
    'Partido destacado: evento',
    'Jogo em destaque: evento',
    'Günün maçı: etkinlik',
    'Топ-матч: подія',
  ]),
  marble: sportsbook([
    'Marble races',
    'Гонки шариков',
    'Murmelrennen',
    'Carreras de canicas',
    'Corridas de bolinhas',
    'Bilye yarışları',
    'Перегони кульок',
  ]),
  'marble-game': sportsbook([
    'Marble race',
    'Гонка шариков',
    'Murmelrennen: Lauf',
    'Carrera de canicas',
    'Corrida de bolinhas',
    'Bilye yarışı',
    'Перегони кульок: заїзд',
  ]),
  team: sportsbook([
    'Team games',
    'Командные игры',
    'Mannschaftsspiele',
    'Partidos por equipos',
    'Jogos de times',
    'Takım oyunları',
    'Командні ігри',
  ]),
  'team-game': sportsbook([
    'Team match',
    'Командный матч',
    'Mannschaftsspiel',
    'Partido por equipos',
    'Jogo de times',
    'Takım maçı',
    'Командний матч',
  ]),
  'team-info': sportsbook(['Team', 'Команда', 'Mannschaft', 'Equipo', 'Time', 'Takım', 'Команда']),
  'top-events': sportsbook([
    'Top events',
    'Топ-события',
    'Top-Ereignisse',
    'Eventos destacados',
    'Principais eventos',
    'Öne çıkan etkinlikler',
    'Топ-події',
  ]),
  'top-events-home': sportsbook([
    'Top events of the day',
    'Топ-события дня',
    'Top-Ereignisse des Tages',
    'Eventos destacados del día',
    'Principais eventos do dia',
    'Günün öne çıkan etkinlikleri',
    'Топ-події дня',
  ]),
  'top-events-game': sportsbook([
    'Top event',
    'Топ-событие',
    'Top-Ereignis',
    'Evento destacado',
    'Evento em destaque',
    'Öne çıkan etkinlik',
    'Топ-подія',
  ]),
  multi: sportsbook([
    'Multi-live',
    'Мультилайв',
    'Multi-Live',
    'Multidirecto',
    'Multi ao vivo',
    'Çoklu canlı yayın',
    'Мультилайв',
  ]),
  champs: sportsbook([
    'Championship results',
    'Результаты чемпионатов',
    'Meisterschaftsergebnisse',
    'Resultados de campeonatos',
    'Resultados dos campeonatos',
    'Şampiyona sonuçları',
    'Результати чемпіонатів',
  ]),
  toto: sportsbook(['Toto', 'Тотализатор', 'Toto', 'Quiniela', 'Bolão', 'Toto', 'Тоталізатор']),
  lotto: sportsbook(['Lotto', 'Лотерея', 'Lotto', 'Lotería', 'Loteria', 'Loto', 'Лотерея']),
  statistic: sportsbook([
    'Statistics',
    'Статистика',
    'Statistiken',
    'Estadísticas',
    'Estatísticas',
    'İstatistikler',
    'Статистика',
  ]),
  results: sportsbook([
    'Results',
    'Результаты',
    'Ergebnisse',
    'Resultados',
    'Resultados',
    'Sonuçlar',
    'Результати',
  ]),
  'betting-alphabet': sportsbook([
    'Betting from A to Z',
    'Азбука ставок',
    'Wett-ABC',
    'Abecedario de las apuestas',
    'ABC das apostas',
    'Bahis sözlüğü',
    'Абетка ставок',
  ]),

  // Esports (the cyber pages share these texts: their canonical address is the esports page)
  'esports-type': esports(['Esports', 'Киберспорт', 'E-Sport', 'Esports', 'eSports', 'E-spor', 'Кіберспорт']),
  'esports-all': esports([
    'All esports disciplines',
    'Все киберспортивные дисциплины',
    'Alle E-Sport-Disziplinen',
    'Todas las disciplinas de esports',
    'Todas as modalidades de eSports',
    'Tüm e-spor dalları',
    'Усі кіберспортивні дисципліни',
  ]),
  'esports-discipline': esports([
    'Esports discipline',
    'Киберспортивная дисциплина',
    'E-Sport-Disziplin',
    'Disciplina de esports',
    'Modalidade de eSports',
    'E-spor dalı',
    'Кіберспортивна дисципліна',
  ]),
  'esports-discipline-champs': esports([
    'Esports tournaments',
    'Киберспортивные турниры',
    'E-Sport-Turniere',
    'Torneos de esports',
    'Torneios de eSports',
    'E-spor turnuvaları',
    'Кіберспортивні турніри',
  ]),
  'esports-champ': esports([
    'Esports tournament',
    'Киберспортивный турнир',
    'E-Sport-Turnier',
    'Torneo de esports',
    'Torneio de eSports',
    'E-spor turnuvası',
    'Кіберспортивний турнір',
  ]),
  'esports-game': esports([
    'Esports match',
    'Киберспортивный матч',
    'E-Sport-Match',
    'Partida de esports',
    'Partida de eSports',
    'E-spor maçı',
    'Кіберспортивний матч',
  ]),

  // The player's account
  registration: account([
    'Registration',
    'Регистрация',
    'Registrierung',
    'Registro',
    'Cadastro',
    'Kayıt',
    'Реєстрація',
  ]),
  login: account(['Sign in', 'Вход', 'Anmelden', 'Iniciar sesión', 'Entrar', 'Giriş yap', 'Вхід']),
  'user-accountverify': account([
    'Account verification',
    'Подтверждение аккаунта',
    'Kontobestätigung',
    'Verificación de la cuenta',
    'Verificação da conta',
    'Hesap doğrulama',
    'Підтвердження акаунта',
  ]),
  'user-activatefast': account([
    'Account activation',
    'Активация аккаунта',
    'Kontoaktivierung',
    'Activación de la cuenta',
    'Ativação da conta',
    'Hesap etkinleştirme',
    'Активація акаунта',
  ]),
  'user-passwordreset': account([
    'Password reset',
    'Восстановление пароля',
    'Passwort zurücksetzen',
    'Restablecer la contraseña',
    'Redefinir a senha',
    'Şifre sıfırlama',
    'Відновлення пароля',
  ]),
  'user-stopnewsletter': account([
    'Unsubscribe from the newsletter',
    'Отписка от рассылки',
    'Newsletter abbestellen',
    'Darse de baja del boletín',
    'Cancelar a inscrição na newsletter',
    'Bülten aboneliğinden çıkış',
    'Відписка від розсилки',
  ]),
  'convert-account': account([
    'Convert account',
    'Перевод счёта',
    'Konto umstellen',
    'Convertir la cuenta',
    'Converter a conta',
    'Hesap dönüştürme',
    'Переведення рахунку',
  ]),
  'office-account': account([
    'My account',
    'Личный кабинет',
    'Mein Konto',
    'Mi cuenta',
    'Minha conta',
    'Hesabım',
    'Особистий кабінет',
  ]),
  'office-history': account([
    'Bet history',
    'История ставок',
    'Wettverlauf',
    'Historial de apuestas',
    'Histórico de apostas',
    'Bahis geçmişi',
    'Історія ставок',
  ]),
  'office-historypay': account([
    'Payment history',
    'История платежей',
    'Zahlungsverlauf',
    'Historial de pagos',
    'Histórico de pagamentos',
    'Ödeme geçmişi',
    'Історія платежів',
  ]),
  'office-recharge': account([
    'Deposit',
    'Пополнение счёта',
    'Einzahlung',
    'Depósito',
    'Depósito',
    'Para yatırma',
    'Поповнення рахунку',
  ]),
  'office-security': account([
    'Security',
    'Безопасность',
    'Sicherheit',
    'Seguridad',
    'Segurança',
    'Güvenlik',
    'Безпека',
  ]),
  'office-responsible': account([
    'Responsible gaming',
    'Ответственная игра',
    'Verantwortungsvolles Spielen',
    'Juego responsable',
    'Jogo responsável',
    'Sorumlu oyun',
    'Відповідальна гра',
  ]),
  'office-settings': account([
    'Settings',
    'Настройки',
    'Einstellungen',
    'Ajustes',
    'Configurações',
    'Ayarlar',
    'Налаштування',
  ]),
  'office-bonuses-deposit': account([
    'Deposit bonuses',
    'Бонусы на депозит',
    'Einzahlungsboni',
    'Bonos de depósito',
    'Bônus de depósito',
    'Yatırım bonusları',
    'Бонуси на депозит',
  ]),
  'office-bonuses-wager': account([
    'Bonus wagering',
    'Отыгрыш бонусов',
    'Bonusumsatz',
    'Rollover de bonos',
    'Rollover de bônus',
    'Bonus çevrimi',
    'Відіграш бонусів',
  ]),
  'office-casino-vipcashback': account([
    'VIP cashback',
    'VIP-кешбэк',
    'VIP-Cashback',
    'Cashback VIP',
    'Cashback VIP',
    'VIP nakit iade',
    'VIP-кешбек',
  ]),
  'office-casino-premiumcashback': account([
    'Premium cashback',
    'Премиум-кешбэк',
    'Premium-Cashback',
    'Cashback premium',
    'Cashback premium',
    'Premium nakit iade',
    'Преміум-кешбек',
  ]),
  'office-deduce': account([
    'Withdrawal',
    'Вывод средств',
    'Auszahlung',
    'Retiro',
    'Saque',
    'Para çekme',
    'Виведення коштів',
  ]),
  'office-promotion': account([
    'Promo codes',
    'Промокоды',
    'Promo-Codes',
    'Códigos promocionales',
    'Códigos promocionais',
    'Promosyon kodları',
    'Промокоди',
  ]),
  'office-bringfriend': account([
    'Invite a friend',
    'Приведи друга',
    'Freunde einladen',
    'Invita a un amigo',
    'Convide um amigo',
    'Arkadaşını davet et',
    'Запроси друга',
  ]),
  'office-support': account([
    'Support',
    'Поддержка',
    'Support',
    'Asistencia',
    'Suporte',
    'Destek',
    'Підтримка',
  ]),
  'office-rewards': account([
    'Rewards',
    'Награды',
    'Prämien',
    'Recompensas',
    'Recompensas',
    'Ödüller',
    'Нагороди',
  ]),
  'office-verification': account([
    'Verification',
    'Верификация',
    'Verifizierung',
    'Verificación',
    'Verificação',
    'Doğrulama',
    'Верифікація',
  ]),
  'office-identification': account([
    'Identification',
    'Идентификация',
    'Identifizierung',
    'Identificación',
    'Identificação',
    'Kimlik tespiti',
    'Ідентифікація',
  ]),
  'office-share-idea': account([
    'Share an idea',
    'Предложить идею',
    'Idee teilen',
    'Comparte una idea',
    'Compartilhe uma ideia',
    'Fikrini paylaş',
    'Запропонувати ідею',
  ]),
  'office-payment-requests': account([
    'Payment requests',
    'Платёжные заявки',
    'Zahlungsanfragen',
    'Solicitudes de pago',
    'Solicitações de pagamento',
    'Ödeme talepleri',
    'Платіжні заявки',
  ]),
  'office-payment-create-request': account([
    'New payment request',
    'Новая платёжная заявка',
    'Neue Zahlungsanfrage',
    'Nueva solicitud de pago',
    'Nova solicitação de pagamento',
    'Yeni ödeme talebi',
    'Нова платіжна заявка',
  ]),
  'my-casino': account([
    'My casino',
    'Моё казино',
    'Mein Casino',
    'Mi casino',
    'Meu cassino',
    'Casinom',
    'Моє казино',
  ]),
  'my-casino-favorites': account([
    'Favourite games',
    'Избранные игры',
    'Lieblingsspiele',
    'Juegos favoritos',
    'Jogos favoritos',
    'Favori oyunlar',
    'Улюблені ігри',
  ]),

  // Games
  games: games(['Games', 'Игры', 'Spiele', 'Juegos', 'Jogos', 'Oyunlar', 'Ігри']),
  'games-fortuna-bonus': games([
    'Wheel of Fortune bonus game',
    'Бонусная игра «Колесо фортуны»',
    'Bonusspiel Glücksrad',
    'Juego de bonificación Rueda de la fortuna',
    'Jogo bônus Roda da Fortuna',
    'Şans Çarkı bonus oyunu',
    'Бонусна гра «Колесо фортуни»',
  ]),
  'games-chest-bonus': games([
    'Treasure chest bonus game',
    'Бонусная игра «Сундук»',
    'Bonusspiel Schatztruhe',
    'Juego de bonificación Cofre del tesoro',
    'Jogo bônus Baú do tesouro',
    'Hazine sandığı bonus oyunu',
    'Бонусна гра «Скриня»',
  ]),
  'games-memory-bonus': games([
    'Memory bonus game',
    'Бонусная игра «Память»',
    'Bonusspiel Memory',
    'Juego de bonificación Memoria',
    'Jogo bônus Memória',
    'Hafıza bonus oyunu',
    'Бонусна гра «Пам’ять»',
  ]),
  'games-safe-bonus': games([
    'Safe cracker bonus game',
    'Бонусная игра «Сейф»',
    'Bonusspiel Tresor',
    'Juego de bonificación Caja fuerte',
    'Jogo bônus Cofre',
    'Kasa bonus oyunu',
    'Бонусна гра «Сейф»',
  ]),
  'games-lottery-bonus': games([
    'Lottery bonus game',
    'Бонусная игра «Лотерея»',
    'Bonusspiel Lotterie',
    'Juego de bonificación Lotería',
    'Jogo bônus Loteria',
    'Piyango bonus oyunu',
    'Бонусна гра «Лотерея»',
  ]),
  'games-dragon-bonus': games([
    'Dragon bonus game',
    'Бонусная игра «Дракон»',
    'Bonusspiel Drache',
    'Juego de bonificación Dragón',
    'Jogo bônus Dragão',
    'Ejderha bonus oyunu',
    'Бонусна гра «Дракон»',
  ]),
  'games-landing': games([
    'Games: special offer',
    'Игры: спецпредложение',
    'Spiele: Sonderangebot',
    'Juegos: oferta especial',
    'Jogos: oferta especial',
    'Oyunlar: özel teklif',
    'Ігри: спецпропозиція',
  ]),

  // Information
  information: information([
    'Information',
    'Информация',
    'Informationen',
    'Información',
    'Informações',
    'Bilgi',
    'Інформація',
  ]),
  'information-contacts': information([
    'Contacts',
    'Контакты',
    'Kontakt',
    'Contacto',
    'Contato',
    'İletişim',
    'Контакти',
  ]),
  'information-about': information([
    'About us',
    'О компании',
    'Über uns',
    'Quiénes somos',
    'Sobre nós',
    'Hakkımızda',
    'Про компанію',
  ]),
  'information-howbet': information([
    'How to place a bet',
    'Как сделать ставку',
    'So platzieren Sie eine Wette',
    'Cómo apostar',
    'Como apostar',
    'Nasıl bahis yapılır',
    'Як зробити ставку',
  ]),
  'information-payment': information([
    'Payment methods',
    'Способы оплаты',
    'Zahlungsmethoden',
    'Métodos de pago',
    'Formas de pagamento',
    'Ödeme yöntemleri',
    'Способи оплати',
  ]),
  'information-cookies': information([
    'Cookie policy',
    'Политика использования cookie',
    'Cookie-Richtlinie',
    'Política de cookies',
    'Política de cookies',
    'Çerez politikası',
    'Політика використання cookie',
  ]),
  'information-ussdinstruction': information([
    'Betting by USSD',
    'Ставки через USSD',
    'Wetten per USSD',
    'Apuestas por USSD',
    'Apostas por USSD',
    'USSD ile bahis',
    'Ставки через USSD',
  ]),
  'information-licenses': information([
    'Licences',
    'Лицензии',
    'Lizenzen',
    'Licencias',
    'Licenças',
    'Lisanslar',
    'Ліцензії',
  ]),
  'information-taxation': information([
    'Taxes on winnings',
    'Налоги на выигрыш',
    'Steuern auf Gewinne',
    'Impuestos sobre las ganancias',
    'Impostos sobre prêmios',
    'Kazanç vergileri',
    'Податки на виграш',
  ]),
  'information-consent': information([
    'Consent to data processing',
    'Согласие на обработку данных',
    'Einwilligung in die Datenverarbeitung',
    'Consentimiento para el tratamiento de datos',
    'Consentimento para o tratamento de dados',
    'Veri işleme onayı',
    'Згода на обробку даних',
  ]),
  'information-simpleidentification': information([
    'Simplified identification',
    'Упрощённая идентификация',
    'Vereinfachte Identifizierung',
    'Identificación simplificada',
    'Identificação simplificada',
    'Basitleştirilmiş kimlik doğrulama',
    'Спрощена ідентифікація',
  ]),
  'information-smsbets': information([
    'Betting by SMS',
    'Ставки по SMS',
    'Wetten per SMS',
    'Apuestas por SMS',
    'Apostas por SMS',
    'SMS ile bahis',
    'Ставки через SMS',
  ]),
  'information-amlkyc': information([
    'AML and KYC',
    'AML и KYC',
    'AML und KYC',
    'AML y KYC',
    'AML e KYC',
    'AML ve KYC',
    'AML і KYC',
  ]),
  'information-amlpolicy': information([
    'Anti-money laundering policy',
    'Политика противодействия отмыванию денег',
    'Richtlinie zur Geldwäscheprävention',
    'Política contra el blanqueo de capitales',
    'Política de prevenção à lavagem de dinheiro',
    'Kara para aklamayı önleme politikası',
    'Політика протидії відмиванню коштів',
  ]),
  'information-disputeresolution': information([
    'Dispute resolution',
    'Разрешение споров',
    'Streitbeilegung',
    'Resolución de disputas',
    'Resolução de disputas',
    'Uyuşmazlık çözümü',
    'Вирішення спорів',
  ]),
  'information-kycpolicy': information([
    'KYC policy',
    'Политика KYC',
    'KYC-Richtlinie',
    'Política KYC',
    'Política KYC',
    'KYC politikası',
    'Політика KYC',
  ]),
  'information-responsiblegaming': information([
    'Responsible gaming',
    'Ответственная игра',
    'Verantwortungsvolles Spielen',
    'Juego responsable',
    'Jogo responsável',
    'Sorumlu oyun',
    'Відповідальна гра',
  ]),
  'information-cash-terminals': information([
    'Cash terminals',
    'Платёжные терминалы',
    'Bargeldterminals',
    'Terminales de pago en efectivo',
    'Terminais de pagamento em dinheiro',
    'Nakit ödeme terminalleri',
    'Платіжні термінали',
  ]),
  'information-betting-calculator': information([
    'Betting calculator',
    'Калькулятор ставок',
    'Wettrechner',
    'Calculadora de apuestas',
    'Calculadora de apostas',
    'Bahis hesaplayıcı',
    'Калькулятор ставок',
  ]),
  'information-rules': information([
    'Betting rules',
    'Правила приёма ставок',
    'Wettregeln',
    'Reglas de apuestas',
    'Regras de apostas',
    'Bahis kuralları',
    'Правила прийому ставок',
  ]),

  // Bonuses and promotions
  points: promotions([
    'Bonus points',
    'Бонусные баллы',
    'Bonuspunkte',
    'Puntos de bonificación',
    'Pontos de bônus',
    'Bonus puanları',
    'Бонусні бали',
  ]),
  promo: promotions([
    'Special offers',
    'Спецпредложения',
    'Sonderangebote',
    'Ofertas especiales',
    'Ofertas especiais',
    'Özel teklifler',
    'Спецпропозиції',
  ]),
  'promo-codes': promotions([
    'Promo codes',
    'Промокоды',
    'Promo-Codes',
    'Códigos promocionales',
    'Códigos promocionais',
    'Promosyon kodları',
    'Промокоди',
  ]),
  promotions: promotions([
    'Promotions',
    'Акции',
    'Aktionen',
    'Promociones',
    'Promoções',
    'Promosyonlar',
    'Акції',
  ]),
  'promotions-tournaments': promotions([
    'Tournaments',
    'Турниры',
    'Turniere',
    'Torneos',
    'Torneios',
    'Turnuvalar',
    'Турніри',
  ]),
  promotion: promotions(['Promotion', 'Акция', 'Aktion', 'Promoción', 'Promoção', 'Promosyon', 'Акція']),
  'bonuses-tab': promotions(['Bonuses', 'Бонусы', 'Boni', 'Bonos', 'Bônus', 'Bonuslar', 'Бонуси']),
  'bonuses-category': promotions([
    'Bonuses by category',
    'Бонусы по категориям',
    'Boni nach Kategorie',
    'Bonos por categoría',
    'Bônus por categoria',
    'Kategoriye göre bonuslar',
    'Бонуси за категоріями',
  ]),
  'bonuses-rule': promotions([
    'Bonus terms',
    'Условия бонуса',
    'Bonusbedingungen',
    'Condiciones del bono',
    'Regras do bônus',
    'Bonus koşulları',
    'Умови бонусу',
  ]),
  'bonuses-partner': promotions([
    'Partner bonus',
    'Бонус партнёра',
    'Partnerbonus',
    'Bono de socio',
    'Bônus de parceiro',
    'Ortak bonusu',
    'Бонус партнера',
  ]),
  'bonuses-offers': promotions([
    'Offers',
    'Предложения',
    'Angebote',
    'Ofertas',
    'Ofertas',
    'Teklifler',
    'Пропозиції',
  ]),
  'bonuses-offers-games': promotions([
    'Offers: games',
    'Предложения: игры',
    'Angebote: Spiele',
    'Ofertas: juegos',
    'Ofertas: jogos',
    'Teklifler: oyunlar',
    'Пропозиції: ігри',
  ]),
  'bonus-offer': promotions(['Offer', 'Предложение', 'Angebot', 'Oferta', 'Oferta', 'Teklif', 'Пропозиція']),
  'bonus-offer-partner': promotions([
    'Partner offer',
    'Предложение партнёра',
    'Partnerangebot',
    'Oferta de socio',
    'Oferta de parceiro',
    'Ortak teklifi',
    'Пропозиція партнера',
  ]),
  'cms-landing': promotions([
    'Special page',
    'Специальная страница',
    'Sonderseite',
    'Página especial',
    'Página especial',
    'Özel sayfa',
    'Спеціальна сторінка',
  ]),
  'cms-form': promotions(['Form', 'Форма', 'Formular', 'Formulario', 'Formulário', 'Form', 'Форма']),

  // Apps
  'mobile-app': apps([
    'Mobile app',
    'Мобильное приложение',
    'Mobile App',
    'Aplicación móvil',
    'Aplicativo para celular',
    'Mobil uygulama',
    'Мобільний застосунок',
  ]),
  'desktop-app': apps([
    'Desktop app',
    'Приложение для компьютера',
    'Desktop-App',
    'Aplicación de escritorio',
    'Aplicativo para computador',
    'Masaüstü uygulaması',
    'Застосунок для комп’ютера',
  ]),
  'ipl-betting-app': apps([
    'IPL betting app',
    'Приложение для ставок на IPL',
    'App für IPL-Wetten',
    'Aplicación de apuestas de la IPL',
    'Aplicativo de apostas na IPL',
    'IPL bahis uygulaması',
    'Застосунок для ставок на IPL',
  ]),
  'download-app': apps([
    'Download the app',
    'Скачать приложение',
    'App herunterladen',
    'Descargar la aplicación',
    'Baixar o aplicativo',
    'Uygulamayı indir',
    'Завантажити застосунок',
  ]),

  // Casino
  bingo: casino(['Bingo', 'Бинго', 'Bingo', 'Bingo', 'Bingo', 'Tombala', 'Бінго']),
  'bonus-casino': casino([
    'Casino bonuses',
    'Бонусы казино',
    'Casino-Boni',
    'Bonos de casino',
    'Bônus de cassino',
    'Casino bonusları',
    'Бонуси казино',
  ]),
  'bonus-casino-promotion': casino([
    'Casino promotion',
    'Акция казино',
    'Casino-Aktion',
    'Promoción de casino',
    'Promoção de cassino',
    'Casino promosyonu',
    'Акція казино',
  ]),
  'bonus-casino-tournaments': casino([
    'Casino tournaments',
    'Турниры казино',
    'Casino-Turniere',
    'Torneos de casino',
    'Torneios de cassino',
    'Casino turnuvaları',
    'Турніри казино',
  ]),
  'bonus-casino-item': casino([
    'Casino bonus',
    'Бонус казино',
    'Casino-Bonus',
    'Bono de casino',
    'Oferta de bônus do cassino',
    'Casino bonusu',
    'Бонус казино',
  ]),
  'casino-landing': casino([
    'Casino offer',
    'Предложение казино',
    'Casino-Angebot',
    'Oferta de casino',
    'Oferta de cassino',
    'Casino teklifi',
    'Пропозиція казино',
  ]),
  'casino-brand': casino([
    'Our casino',
    'Наше казино',
    'Unser Casino',
    'Nuestro casino',
    'Nosso cassino',
    'Casinomuz',
    'Наше казино',
  ]),
  fishinghunting: casino([
    'Fishing and hunting games',
    'Рыбалка и охота',
    'Angel- und Jagdspiele',
    'Juegos de pesca y caza',
    'Jogos de pesca e caça',
    'Balık ve av oyunları',
    'Риболовля та полювання',
  ]),
  poker: casino(['Poker', 'Покер', 'Poker', 'Póquer', 'Pôquer', 'Poker', 'Покер']),
  scratchcards: casino([
    'Scratch cards',
    'Скретч-карты',
    'Rubbellose',
    'Rasca y gana',
    'Raspadinhas',
    'Kazı kazan',
    'Скретч-картки',
  ]),
  keno: casino(['Keno', 'Кено', 'Keno', 'Keno', 'Keno', 'Keno', 'Кено']),
  slots: casino([
    'Slots',
    'Слоты',
    'Spielautomaten',
    'Tragamonedas',
    'Caça-níqueis',
    'Slot oyunları',
    'Слоти',
  ]),
  'slots-vulkan': casino([
    'Vulkan slots',
    'Слоты Vulkan',
    'Vulkan-Spielautomaten',
    'Tragamonedas Vulkan',
    'Caça-níqueis Vulkan',
    'Vulkan slotları',
    'Слоти Vulkan',
  ]),
  casino: casino([
    'Online casino',
    'Онлайн-казино',
    'Online-Casino',
    'Casino en línea',
    'Cassino online',
    'Online casino',
    'Онлайн-казино',
  ]),
  'live-casino': casino([
    'Live casino',
    'Живое казино',
    'Live-Casino',
    'Casino en vivo',
    'Cassino ao vivo',
    'Canlı casino',
    'Живе казино',
  ]),
  brands: casino([
    'Game brands',
    'Бренды игр',
    'Spielemarken',
    'Marcas de juegos',
    'Marcas de jogos',
    'Oyun markaları',
    'Бренди ігор',
  ]),
  tvgames: casino([
    'TV games',
    'ТВ-игры',
    'TV-Spiele',
    'Juegos de TV',
    'Jogos de TV',
    'TV oyunları',
    'ТВ-ігри',
  ]),
  virtualsports: casino([
    'Virtual sports',
    'Виртуальный спорт',
    'Virtuelle Sportarten',
    'Deportes virtuales',
    'Esportes virtuais',
    'Sanal sporlar',
    'Віртуальний спорт',
  ]),
  'fast-games': casino([
    'Fast games',
    'Быстрые игры',
    'Schnelle Spiele',
    'Juegos rápidos',
    'Jogos rápidos',
    'Hızlı oyunlar',
    'Швидкі ігри',
  ]),
  'fast-bet': casino([
    'Fast bet',
    'Быстрая ставка',
    'Schnellwette',
    'Apuesta rápida',
    'Aposta rápida',
    'Hızlı bahis',
    'Швидка ставка',
  ]),
  'asian-games': casino([
    'Asian games',
    'Азиатские игры',
    'Asiatische Spiele',
    'Juegos asiáticos',
    'Jogos asiáticos',
    'Asya oyunları',
    'Азійські ігри',
  ]),
  'card-games': casino([
    'Card games',
    'Карточные игры',
    'Kartenspiele',
    'Juegos de cartas',
    'Jogos de cartas',
    'Kart oyunları',
    'Карткові ігри',
  ]),
  'crash-games': casino([
    'Crash games',
    'Краш-игры',
    'Crash-Spiele',
    'Juegos crash',
    'Jogos crash',
    'Crash oyunları',
    'Краш-ігри',
  ]),
  'skill-games': casino([
    'Skill games',
    'Игры на ловкость',
    'Geschicklichkeitsspiele',
    'Juegos de habilidad',
    'Jogos de habilidade',
    'Beceri oyunları',
    'Ігри на вправність',
  ]),
  'casino-lobby': casino([
    'Casino lobby',
    'Лобби казино',
    'Casino-Lobby',
    'Vestíbulo del casino',
    'Lobby do cassino',
    'Casino lobisi',
    'Лобі казино',
  ]),
  providers: casino([
    'Game providers',
    'Провайдеры игр',
    'Spieleanbieter',
    'Proveedores de juegos',
    'Provedores de jogos',
    'Oyun sağlayıcıları',
    'Провайдери ігор',
  ]),
  'casino-search': casino([
    'Casino search',
    'Поиск по казино',
    'Casino-Suche',
    'Búsqueda en el casino',
    'Busca no cassino',
    'Casino araması',
    'Пошук у казино',
  ]),
  tournament: casino(['Tournament', 'Турнир', 'Turnier', 'Torneo', 'Torneio', 'Turnuva', 'Турнір']),
  'provably-fair': casino([
    'Provably fair games: verify any round',
    'Доказуемо честные игры: проверка любого раунда',
    'Nachweislich faire Spiele: jede Runde prüfen',
    'Juegos demostrablemente justos: verifica cualquier ronda',
    'Jogos comprovadamente justos: verifique qualquer rodada',
    'Kanıtlanabilir adil oyunlar: her turu doğrulayın',
    'Доказово чесні ігри: перевірка будь-якого раунду',
  ]),
  othergames: casino([
    'Other games',
    'Другие игры',
    'Weitere Spiele',
    'Otros juegos',
    'Outros jogos',
    'Diğer oyunlar',
    'Інші ігри',
  ]),
  'landing-page': casino([
    'Special offer',
    'Спецпредложение',
    'Sonderangebot',
    'Oferta especial',
    'Oferta especial',
    'Özel teklif',
    'Спецпропозиція',
  ]),
  'first-bonus': casino([
    'First deposit bonus',
    'Бонус на первый депозит',
    'Bonus auf die erste Einzahlung',
    'Bono de primer depósito',
    'Bônus de primeiro depósito',
    'İlk yatırım bonusu',
    'Бонус на перший депозит',
  ]),

  // Service pages
  'thank-you': service([
    'Thank you',
    'Спасибо',
    'Vielen Dank',
    'Gracias',
    'Obrigado',
    'Teşekkürler',
    'Дякуємо',
  ]),
  block: service([
    'Access restricted',
    'Доступ ограничен',
    'Zugriff eingeschränkt',
    'Acceso restringido',
    'Acesso restrito',
    'Erişim kısıtlandı',
    'Доступ обмежено',
  ]),
  'block-ua': service([
    'Not available in your country',
    'Недоступно в вашей стране',
    'In Ihrem Land nicht verfügbar',
    'No disponible en tu país',
    'Indisponível no seu país',
    'Ülkenizde kullanılamıyor',
    'Недоступно у вашій країні',
  ]),
  'block-ie': service([
    'Browser not supported',
    'Браузер не поддерживается',
    'Browser wird nicht unterstützt',
    'Navegador no compatible',
    'Navegador não suportado',
    'Tarayıcı desteklenmiyor',
    'Браузер не підтримується',
  ]),
  'site-updates': service([
    'Site update',
    'Обновление сайта',
    'Website-Aktualisierung',
    'Actualización del sitio',
    'Atualização do site',
    'Site güncellemesi',
    'Оновлення сайту',
  ]),
  'coming-soon': service([
    'Coming soon',
    'Скоро открытие',
    'Demnächst verfügbar',
    'Próximamente',
    'Em breve',
    'Çok yakında',
    'Незабаром відкриття',
  ]),
  suspension: service([
    'Account suspended',
    'Аккаунт приостановлен',
    'Konto gesperrt',
    'Cuenta suspendida',
    'Conta suspensa',
    'Hesap askıya alındı',
    'Акаунт призупинено',
  ]),
  statisticpopup: service([
    'Match statistics',
    'Статистика матча',
    'Spielstatistik',
    'Estadísticas del partido',
    'Estatísticas da partida',
    'Maç istatistikleri',
    'Статистика матчу',
  ]),
  'print-coupon': service([
    'Print coupon',
    'Печать купона',
    'Wettschein drucken',
    'Imprimir cupón',
    'Imprimir cupom',
    'Kuponu yazdır',
    'Друк купона',
  ]),
  'confirm-terms': service([
    'Terms and conditions',
    'Правила и условия',
    'Allgemeine Geschäftsbedingungen',
    'Términos y condiciones',
    'Termos e condições',
    'Şartlar ve koşullar',
    'Правила та умови',
  ]),
  'onpay-success': service([
    'Payment successful',
    'Платёж прошёл',
    'Zahlung erfolgreich',
    'Pago realizado',
    'Pagamento concluído',
    'Ödeme başarılı',
    'Платіж успішний',
  ]),
  'onpay-fail': service([
    'Payment failed',
    'Платёж не прошёл',
    'Zahlung fehlgeschlagen',
    'Pago fallido',
    'Falha no pagamento',
    'Ödeme başarısız',
    'Платіж не вдався',
  ]),
  'onpay-pending': service([
    'Payment pending',
    'Платёж обрабатывается',
    'Zahlung in Bearbeitung',
    'Pago pendiente',
    'Pagamento pendente',
    'Ödeme beklemede',
    'Платіж обробляється',
  ]),
  'onpay-cancel': service([
    'Payment cancelled',
    'Платёж отменён',
    'Zahlung abgebrochen',
    'Pago cancelado',
    'Pagamento cancelado',
    'Ödeme iptal edildi',
    'Платіж скасовано',
  ]),
  'onpay-withdraw-success': service([
    'Withdrawal successful',
    'Вывод выполнен',
    'Auszahlung erfolgreich',
    'Retiro realizado',
    'Saque concluído',
    'Para çekme başarılı',
    'Виведення виконано',
  ]),
  'onpay-withdraw-fail': service([
    'Withdrawal failed',
    'Вывод не выполнен',
    'Auszahlung fehlgeschlagen',
    'Retiro fallido',
    'Falha no saque',
    'Para çekme başarısız',
    'Виведення не вдалося',
  ]),
  'onpay-withdraw-pending': service([
    'Withdrawal pending',
    'Вывод обрабатывается',
    'Auszahlung in Bearbeitung',
    'Retiro pendiente',
    'Saque pendente',
    'Para çekme beklemede',
    'Виведення обробляється',
  ]),
  'onpay-withdraw-cancel': service([
    'Withdrawal cancelled',
    'Вывод отменён',
    'Auszahlung abgebrochen',
    'Retiro cancelado',
    'Saque cancelado',
    'Para çekme iptal edildi',
    'Виведення скасовано',
  ]),
  maintenance: service([
    'Technical works',
    'Технические работы',
    'Wartungsarbeiten',
    'Mantenimiento técnico',
    'Manutenção técnica',
    'Teknik çalışmalar',
    'Технічні роботи',
  ]),
  'block-appeal-history': service([
    'Account restriction',
    'Ограничение аккаунта',
    'Kontobeschränkung',
    'Restricción de la cuenta',
    'Restrição da conta',
    'Hesap kısıtlaması',
    'Обмеження акаунта',
  ]),
  oldbrowser: service([
    'Outdated browser',
    'Устаревший браузер',
    'Veralteter Browser',
    'Navegador obsoleto',
    'Navegador desatualizado',
    'Eski tarayıcı',
    'Застарілий браузер',
  ]),
  error: service([
    'Something went wrong',
    'Что-то пошло не так',
    'Etwas ist schiefgelaufen',
    'Algo salió mal',
    'Algo deu errado',
    'Bir şeyler ters gitti',
    'Щось пішло не так',
  ]),
  debugger: service([
    'Debugger',
    'Отладка',
    'Debugger',
    'Depurador',
    'Depurador',
    'Hata ayıklayıcı',
    'Налагодження',
  ]),
  'internal-vpn': service([
    'Internal VPN',
    'Внутренний VPN',
    'Internes VPN',
    'VPN interna',
    'VPN interna',
    'Dahili VPN',
    'Внутрішній VPN',
  ]),

  // Other pages
  ourpartners: other([
    'Our partners',
    'Наши партнёры',
    'Unsere Partner',
    'Nuestros socios',
    'Nossos parceiros',
    'İş ortaklarımız',
    'Наші партнери',
  ]),
  partners: other([
    'Affiliate programme',
    'Партнёрская программа',
    'Partnerprogramm',
    'Programa de afiliados',
    'Programa de afiliados',
    'Ortaklık programı',
    'Партнерська програма',
  ]),
  blog: other(['Blog', 'Блог', 'Blog', 'Blog', 'Blog', 'Blog', 'Блог']),
  news: other(['News', 'Новости', 'Neuigkeiten', 'Noticias', 'Notícias', 'Haberler', 'Новини']),
  'betting-awards': other([
    'Betting awards',
    'Премия в мире ставок',
    'Wett-Awards',
    'Premios de apuestas',
    'Prêmios de apostas',
    'Bahis ödülleri',
    'Премія у світі ставок',
  ]),
  'cricket-world-cup': other([
    'Cricket World Cup',
    'Чемпионат мира по крикету',
    'Cricket-Weltmeisterschaft',
    'Copa Mundial de Críquet',
    'Copa do Mundo de Críquete',
    'Kriket Dünya Kupası',
    'Чемпіонат світу з крикету',
  ]),
  'asian-showcase': other([
    'Asian showcase',
    'Азиатская витрина',
    'Asien-Schaufenster',
    'Escaparate asiático',
    'Vitrine asiática',
    'Asya vitrini',
    'Азійська вітрина',
  ]),
};

export interface PageText {
  title: string;
  description: string;
  heading: string;
}

/** Titles and descriptions of each family, with `{name}` (the page's name) and `{brand}`. */
export const FAMILY_TEXTS: Readonly<Record<Family, Seven>> = {
  home: [
    '{name} — {brand}: sports betting and online casino.',
    '{name} — {brand}: ставки на спорт и онлайн-казино.',
    '{name} – {brand}: Sportwetten und Online-Casino.',
    '{name}: {brand}, apuestas deportivas y casino en línea.',
    '{name}: {brand}, apostas esportivas e cassino online.',
    '{name} – {brand}: spor bahisleri ve online casino.',
    '{name} — {brand}: ставки на спорт і онлайн-казино.',
  ],
  sportsbook: [
    '{name} — sports betting at {brand}: pre-match and live odds, a clear bet slip and quick settlement.',
    '{name} — ставки на спорт в {brand}: линия и лайв, удобный купон и быстрый расчёт ставок.',
    '{name} – Sportwetten bei {brand}: Quoten vor dem Spiel und live, ein übersichtlicher Wettschein und schnelle Abrechnung.',
    '{name}: apuestas deportivas en {brand} con cuotas prepartido y en directo, un boleto claro y liquidación rápida.',
    '{name}: apostas esportivas na {brand} com odds pré-jogo e ao vivo, boletim simples e pagamento rápido.',
    '{name} – {brand} spor bahisleri: maç öncesi ve canlı oranlar, anlaşılır bahis kuponu ve hızlı sonuçlandırma.',
    '{name} — ставки на спорт у {brand}: лінія й лайв, зручний купон і швидкий розрахунок ставок.',
  ],
  esports: [
    '{name} at {brand}: bets on CS2, Dota 2 and League of Legends, live odds on every map and tournament outrights.',
    '{name} в {brand}: ставки на CS2, Dota 2 и League of Legends, live-коэффициенты на каждую карту и ставки на победителя турнира.',
    '{name} bei {brand}: Wetten auf CS2, Dota 2 und League of Legends, Live-Quoten zu jeder Map und Wetten auf den Turniersieger.',
    '{name} en {brand}: apuestas en CS2, Dota 2 y League of Legends, cuotas en directo en cada mapa y apuestas al campeón del torneo.',
    '{name} na {brand}: apostas em CS2, Dota 2 e League of Legends, odds ao vivo em cada mapa e apostas no campeão do torneio.',
    '{name} – {brand}: CS2, Dota 2 ve League of Legends bahisleri, her haritada canlı oranlar ve turnuva şampiyonu bahisleri.',
    '{name} у {brand}: ставки на CS2, Dota 2 і League of Legends, лайв-коефіцієнти на кожну карту та ставки на переможця турніру.',
  ],
  casino: [
    '{name} at {brand}: play for fun or for real money, with fair in-house games and fast payouts.',
    '{name} в {brand}: играйте бесплатно или на деньги — честные игры собственной студии и быстрые выплаты.',
    '{name} bei {brand}: kostenlos oder um echtes Geld spielen – faire Spiele aus dem eigenen Studio und schnelle Auszahlungen.',
    '{name} en {brand}: juega gratis o con dinero real, con juegos propios justos y pagos rápidos.',
    '{name} na {brand}: jogue grátis ou com dinheiro real, com jogos próprios justos e pagamentos rápidos.',
    '{name} – {brand}: ücretsiz ya da gerçek parayla oynayın; adil stüdyo oyunları ve hızlı ödemeler.',
    '{name} у {brand}: грайте безкоштовно або на гроші — чесні ігри власної студії та швидкі виплати.',
  ],
  games: [
    '{name} at {brand}: quick rounds, instant results and prizes for active players.',
    '{name} в {brand}: короткие раунды, мгновенный результат и призы для активных игроков.',
    '{name} bei {brand}: kurze Runden, sofortige Ergebnisse und Preise für aktive Spieler.',
    '{name} en {brand}: rondas cortas, resultados al instante y premios para los jugadores activos.',
    '{name} na {brand}: rodadas curtas, resultados na hora e prêmios para jogadores ativos.',
    '{name} – {brand}: kısa turlar, anında sonuçlar ve aktif oyunculara ödüller.',
    '{name} у {brand}: короткі раунди, миттєвий результат і призи для активних гравців.',
  ],
  information: [
    '{name}: what players of {brand} should know, explained plainly — rules, payments, safety and support.',
    '{name}: всё, что важно знать игрокам {brand}, простыми словами — правила, платежи, безопасность и поддержка.',
    '{name}: Was Spieler bei {brand} wissen sollten, verständlich erklärt – Regeln, Zahlungen, Sicherheit und Support.',
    '{name}: lo que los jugadores de {brand} deben saber, explicado con claridad: reglas, pagos, seguridad y asistencia.',
    '{name}: o que os jogadores da {brand} precisam saber, explicado com clareza — regras, pagamentos, segurança e suporte.',
    '{name}: {brand} oyuncularının bilmesi gerekenler, açık bir dille — kurallar, ödemeler, güvenlik ve destek.',
    '{name}: усе, що варто знати гравцям {brand}, простими словами — правила, платежі, безпека й підтримка.',
  ],
  promotions: [
    '{name} at {brand}: current bonuses, free bets and promo codes, with clear terms for every offer.',
    '{name} в {brand}: актуальные бонусы, фрибеты и промокоды с понятными условиями для каждого предложения.',
    '{name} bei {brand}: aktuelle Boni, Freiwetten und Promo-Codes – mit klaren Bedingungen für jedes Angebot.',
    '{name} en {brand}: bonos, apuestas gratis y códigos promocionales vigentes, con condiciones claras en cada oferta.',
    '{name} na {brand}: bônus, apostas grátis e códigos promocionais em vigor, com regras claras em cada oferta.',
    '{name} – {brand}: güncel bonuslar, bedava bahisler ve promosyon kodları; her teklifte açık koşullar.',
    '{name} у {brand}: актуальні бонуси, фрібети та промокоди з прозорими умовами для кожної пропозиції.',
  ],
  apps: [
    '{name}: bet with {brand} on your phone or computer — live odds, notifications and fast deposits.',
    '{name}: делайте ставки в {brand} с телефона или компьютера — live-коэффициенты, уведомления и быстрые пополнения.',
    '{name}: Wetten mit {brand} auf Smartphone oder Computer – Live-Quoten, Benachrichtigungen und schnelle Einzahlungen.',
    '{name}: apuesta con {brand} desde el móvil o el ordenador, con cuotas en directo, notificaciones y depósitos rápidos.',
    '{name}: aposte na {brand} pelo celular ou computador, com odds ao vivo, notificações e depósitos rápidos.',
    '{name}: {brand} ile telefondan ya da bilgisayardan bahis yapın — canlı oranlar, bildirimler ve hızlı para yatırma.',
    '{name}: робіть ставки в {brand} з телефона чи комп’ютера — лайв-коефіцієнти, сповіщення та швидкі поповнення.',
  ],
  account: [
    '{name} in your {brand} account: your balance, bets, limits and security in one place.',
    '{name} в аккаунте {brand}: баланс, ставки, лимиты и безопасность в одном месте.',
    '{name} in Ihrem {brand}-Konto: Guthaben, Wetten, Limits und Sicherheit an einem Ort.',
    '{name} en tu cuenta de {brand}: saldo, apuestas, límites y seguridad en un solo lugar.',
    '{name} na sua conta {brand}: saldo, apostas, limites e segurança em um só lugar.',
    '{name} – {brand} hesabınız: bakiye, bahisler, limitler ve güvenlik tek yerde.',
    '{name} в акаунті {brand}: баланс, ставки, ліміти та безпека в одному місці.',
  ],
  service: [
    '{name}. {brand} — sports betting and online casino.',
    '{name}. {brand} — ставки на спорт и онлайн-казино.',
    '{name}. {brand} – Sportwetten und Online-Casino.',
    '{name}. {brand}: apuestas deportivas y casino en línea.',
    '{name}. {brand}: apostas esportivas e cassino online.',
    '{name}. {brand}: spor bahisleri ve online casino.',
    '{name}. {brand} — ставки на спорт і онлайн-казино.',
  ],
  other: [
    '{name} at {brand}: news, stories and events from the world of sport and betting.',
    '{name} в {brand}: новости, истории и события из мира спорта и ставок.',
    '{name} bei {brand}: Neuigkeiten, Geschichten und Events aus der Welt des Sports und der Wetten.',
    '{name} en {brand}: noticias, historias y eventos del mundo del deporte y las apuestas.',
    '{name} na {brand}: notícias, histórias e eventos do mundo do esporte e das apostas.',
    '{name} – {brand}: spor ve bahis dünyasından haberler, hikâyeler ve etkinlikler.',
    '{name} у {brand}: новини, історії та події зі світу спорту й ставок.',
  ],
};

/** The title of a page with a family template: its name and the brand. */
export const FAMILY_TITLE = '{name} | {brand}';

export interface SpecialPage {
  family: Family;
  texts: Readonly<Record<TextLanguage, PageText>>;
}

function texts(
  ...rows: readonly [title: string, description: string, heading: string][]
): Record<TextLanguage, PageText> {
  return Object.fromEntries(
    TEXT_LANGUAGES.map((lng, i) => {
      const row = rows[i];
      if (row === undefined) throw new Error(`page texts without a ${lng} version`);
      const [title, description, heading] = row;
      return [lng, { title, description, heading }];
    }),
  ) as Record<TextLanguage, PageText>;
}

/**
 * Pages with texts of their own: the home page, the sportsbook's sections, sports, championships and games (the
 * key says line or live), casino games, in-house games and providers. Names in their path fill `{sport}`,
 * `{champ}`, `{game}` and `{provider}` when the page is answered.
 */
export const SPECIAL_PAGES: Readonly<Record<string, SpecialPage>> = {
  home: {
    family: 'home',
    texts: texts(
      [
        'Sports betting and online casino | {brand}',
        'Bet on football, tennis, basketball and esports before the match and live, or play slots and live casino at {brand}. Fast payouts and tools for responsible gaming.',
        'Sports betting and online casino',
      ],
      [
        'Ставки на спорт и онлайн-казино | {brand}',
        'Ставки на футбол, теннис, баскетбол и киберспорт до матча и в лайве, слоты и живое казино в {brand}. Быстрые выплаты и инструменты ответственной игры.',
        'Ставки на спорт и онлайн-казино',
      ],
      [
        'Sportwetten und Online-Casino | {brand}',
        'Wetten Sie bei {brand} auf Fußball, Tennis, Basketball und E-Sport vor dem Spiel und live, oder spielen Sie Slots und Live-Casino. Schnelle Auszahlungen und Werkzeuge für verantwortungsvolles Spielen.',
        'Sportwetten und Online-Casino',
      ],
      [
        'Apuestas deportivas y casino en línea | {brand}',
        'Apuesta al fútbol, el tenis, el baloncesto y los esports antes del partido y en directo, o juega a tragamonedas y casino en vivo en {brand}. Pagos rápidos y herramientas de juego responsable.',
        'Apuestas deportivas y casino en línea',
      ],
      [
        'Apostas esportivas e cassino online | {brand}',
        'Aposte em futebol, tênis, basquete e eSports antes do jogo e ao vivo, ou jogue caça-níqueis e cassino ao vivo na {brand}. Pagamentos rápidos e ferramentas de jogo responsável.',
        'Apostas esportivas e cassino online',
      ],
      [
        'Spor bahisleri ve online casino | {brand}',
        '{brand} ile futbol, tenis, basketbol ve e-spor maçlarına maç öncesinde ve canlı bahis yapın, slot ve canlı casino oyunlarının keyfini çıkarın. Hızlı ödemeler ve sorumlu oyun araçları.',
        'Spor bahisleri ve online casino',
      ],
      [
        'Ставки на спорт і онлайн-казино | {brand}',
        'Ставки на футбол, теніс, баскетбол і кіберспорт до матчу та в лайві, слоти й живе казино в {brand}. Швидкі виплати та інструменти відповідальної гри.',
        'Ставки на спорт і онлайн-казино',
      ],
    ),
  },
  line: {
    family: 'sportsbook',
    texts: texts(
      [
        'Pre-match betting: sports odds | {brand}',
        'Pre-match odds on football, ice hockey, tennis, basketball and more at {brand}: singles, accumulators and systems on thousands of events.',
        'Pre-match betting',
      ],
      [
        'Линия: ставки на спорт до начала матча | {brand}',
        'Коэффициенты до начала матчей на футбол, хоккей, теннис, баскетбол и другие виды спорта в {brand}: ординары, экспрессы и системы на тысячи событий.',
        'Линия',
      ],
      [
        'Wetten vor dem Spiel: Sportquoten | {brand}',
        'Quoten vor dem Anpfiff für Fußball, Eishockey, Tennis, Basketball und mehr bei {brand}: Einzel-, Kombi- und Systemwetten auf Tausende Ereignisse.',
        'Wetten vor dem Spiel',
      ],
      [
        'Apuestas prepartido: cuotas deportivas | {brand}',
        'Cuotas prepartido de fútbol, hockey sobre hielo, tenis, baloncesto y más en {brand}: apuestas simples, combinadas y de sistema en miles de eventos.',
        'Apuestas prepartido',
      ],
      [
        'Apostas pré-jogo: odds esportivas | {brand}',
        'Odds pré-jogo de futebol, hóquei no gelo, tênis, basquete e mais na {brand}: apostas simples, múltiplas e sistemas em milhares de eventos.',
        'Apostas pré-jogo',
      ],
      [
        'Maç öncesi bahis: spor oranları | {brand}',
        '{brand} ile futbol, buz hokeyi, tenis, basketbol ve daha fazlası için maç öncesi oranlar: binlerce etkinlikte tekli, kombine ve sistem bahisleri.',
        'Maç öncesi bahis',
      ],
      [
        'Лінія: ставки на спорт до початку матчу | {brand}',
        'Коефіцієнти до початку матчів на футбол, хокей, теніс, баскетбол та інші види спорту в {brand}: ординари, експреси й системи на тисячі подій.',
        'Лінія',
      ],
    ),
  },
  live: {
    family: 'sportsbook',
    texts: texts(
      [
        'Live betting: in-play odds | {brand}',
        'Bet while the match is on at {brand}: odds that follow every goal and point, live scores and quick acceptance of your bet.',
        'Live betting',
      ],
      [
        'Лайв: ставки по ходу матча | {brand}',
        'Ставки во время матча в {brand}: коэффициенты меняются вслед за каждым голом и очком, счёт обновляется в реальном времени, ставки принимаются быстро.',
        'Лайв',
      ],
      [
        'Live-Wetten: Quoten während des Spiels | {brand}',
        'Wetten Sie bei {brand}, während das Spiel läuft: Quoten, die jedem Tor und Punkt folgen, Live-Ergebnisse und schnelle Annahme Ihrer Wette.',
        'Live-Wetten',
      ],
      [
        'Apuestas en directo: cuotas en vivo | {brand}',
        'Apuesta mientras se juega el partido en {brand}: cuotas que siguen cada gol y cada punto, marcadores en directo y aceptación rápida de tu apuesta.',
        'Apuestas en directo',
      ],
      [
        'Apostas ao vivo: odds durante o jogo | {brand}',
        'Aposte com a partida em andamento na {brand}: odds que acompanham cada gol e cada ponto, placar ao vivo e aceitação rápida da sua aposta.',
        'Apostas ao vivo',
      ],
      [
        'Canlı bahis: maç içi oranlar | {brand}',
        '{brand} ile maç sürerken bahis yapın: her golü ve sayıyı takip eden oranlar, canlı skorlar ve bahsinizin hızlı onayı.',
        'Canlı bahis',
      ],
      [
        'Лайв: ставки під час матчу | {brand}',
        'Ставки під час матчу в {brand}: коефіцієнти змінюються слідом за кожним голом і очком, рахунок оновлюється в реальному часі, ставки приймаються швидко.',
        'Лайв',
      ],
    ),
  },
  'line-sport': {
    family: 'sportsbook',
    texts: texts(
      [
        '{sport}: pre-match odds and betting | {brand}',
        '{sport} at {brand}: pre-match odds on every championship — match result, totals and handicaps, accumulators and systems.',
        '{sport}: pre-match betting',
      ],
      [
        '{sport}: ставки до начала матча | {brand}',
        '{sport} в {brand}: коэффициенты до начала матчей по всем чемпионатам — исходы, тоталы и форы, экспрессы и системы.',
        '{sport}: линия',
      ],
      [
        '{sport}: Quoten und Wetten vor dem Spiel | {brand}',
        '{sport} bei {brand}: Quoten vor dem Anpfiff für jede Meisterschaft – Ergebnis, Über/Unter und Handicaps, Kombi- und Systemwetten.',
        '{sport}: Wetten vor dem Spiel',
      ],
      [
        '{sport}: cuotas y apuestas prepartido | {brand}',
        '{sport} en {brand}: cuotas prepartido de todos los campeonatos, resultado, totales y hándicaps, combinadas y sistemas.',
        '{sport}: apuestas prepartido',
      ],
      [
        '{sport}: odds e apostas pré-jogo | {brand}',
        '{sport} na {brand}: odds pré-jogo de todos os campeonatos, resultado, totais e handicaps, múltiplas e sistemas.',
        '{sport}: apostas pré-jogo',
      ],
      [
        '{sport}: maç öncesi oranlar ve bahis | {brand}',
        '{sport} – {brand}: tüm şampiyonalarda maç öncesi oranlar; maç sonucu, alt/üst ve handikap, kombine ve sistem bahisleri.',
        '{sport}: maç öncesi bahis',
      ],
      [
        '{sport}: ставки до початку матчу | {brand}',
        '{sport} у {brand}: коефіцієнти до початку матчів у всіх чемпіонатах — результати, тотали та фори, експреси й системи.',
        '{sport}: лінія',
      ],
    ),
  },
  'live-sport': {
    family: 'sportsbook',
    texts: texts(
      [
        '{sport}: live betting and in-play odds | {brand}',
        '{sport} live at {brand}: bet during the match with odds that move with the score, and follow the score of every game.',
        '{sport}: live betting',
      ],
      [
        '{sport}: ставки в лайве | {brand}',
        '{sport} в лайве {brand}: ставки по ходу матча, коэффициенты меняются вместе со счётом, результаты всех игр в реальном времени.',
        '{sport}: лайв',
      ],
      [
        '{sport}: Live-Wetten und Quoten im Spiel | {brand}',
        '{sport} live bei {brand}: Wetten während des Spiels mit Quoten, die sich mit dem Spielstand bewegen, und Live-Ergebnisse jeder Partie.',
        '{sport}: Live-Wetten',
      ],
      [
        '{sport}: apuestas y cuotas en directo | {brand}',
        '{sport} en directo en {brand}: apuesta durante el partido con cuotas que cambian con el marcador y sigue el resultado de cada encuentro.',
        '{sport}: apuestas en directo',
      ],
      [
        '{sport}: apostas e odds ao vivo | {brand}',
        '{sport} ao vivo na {brand}: aposte durante a partida com odds que mudam com o placar e acompanhe o resultado de cada jogo.',
        '{sport}: apostas ao vivo',
      ],
      [
        '{sport}: canlı bahis ve maç içi oranlar | {brand}',
        '{sport} canlı – {brand}: skora göre değişen oranlarla maç sırasında bahis yapın, her maçın skorunu canlı takip edin.',
        '{sport}: canlı bahis',
      ],
      [
        '{sport}: ставки в лайві | {brand}',
        '{sport} у лайві {brand}: ставки під час матчу, коефіцієнти змінюються разом із рахунком, результати всіх ігор у реальному часі.',
        '{sport}: лайв',
      ],
    ),
  },
  'line-champ': {
    family: 'sportsbook',
    texts: texts(
      [
        '{champ}: betting odds, {sport} | {brand}',
        '{champ} ({sport}) at {brand}: pre-match odds on every match of the championship, outright winner and season bets.',
        '{champ}',
      ],
      [
        '{champ}: ставки и коэффициенты — {sport} | {brand}',
        '{champ} ({sport}) в {brand}: коэффициенты на все матчи чемпионата до их начала, ставки на победителя и на сезон.',
        '{champ}',
      ],
      [
        '{champ}: Wettquoten, {sport} | {brand}',
        '{champ} ({sport}) bei {brand}: Quoten auf jedes Spiel der Meisterschaft vor dem Anpfiff, Sieger- und Saisonwetten.',
        '{champ}',
      ],
      [
        '{champ}: cuotas de apuestas, {sport} | {brand}',
        '{champ} ({sport}) en {brand}: cuotas prepartido de todos los partidos del campeonato, apuestas al campeón y a la temporada.',
        '{champ}',
      ],
      [
        '{champ}: odds de apostas, {sport} | {brand}',
        '{champ} ({sport}) na {brand}: odds pré-jogo de todas as partidas do campeonato, apostas no campeão e na temporada.',
        '{champ}',
      ],
      [
        '{champ}: bahis oranları, {sport} | {brand}',
        '{champ} ({sport}) – {brand}: şampiyonanın tüm maçları için maç öncesi oranlar, şampiyon ve sezon bahisleri.',
        '{champ}',
      ],
      [
        '{champ}: ставки й коефіцієнти — {sport} | {brand}',
        '{champ} ({sport}) у {brand}: коефіцієнти на всі матчі чемпіонату до їх початку, ставки на переможця та на сезон.',
        '{champ}',
      ],
    ),
  },
  'live-champ': {
    family: 'sportsbook',
    texts: texts(
      [
        '{champ} live: in-play betting, {sport} | {brand}',
        '{champ} ({sport}) live at {brand}: matches in progress, live scores and odds that follow the game.',
        '{champ}: live',
      ],
      [
        '{champ} в лайве: ставки по ходу матчей — {sport} | {brand}',
        '{champ} ({sport}) в лайве {brand}: идущие матчи, счёт в реальном времени и коэффициенты, которые следуют за игрой.',
        '{champ}: лайв',
      ],
      [
        '{champ} live: Wetten im Spiel, {sport} | {brand}',
        '{champ} ({sport}) live bei {brand}: laufende Spiele, Live-Ergebnisse und Quoten, die dem Spielverlauf folgen.',
        '{champ}: live',
      ],
      [
        '{champ} en directo: apuestas en vivo, {sport} | {brand}',
        '{champ} ({sport}) en directo en {brand}: partidos en juego, marcadores en vivo y cuotas que siguen el partido.',
        '{champ}: en directo',
      ],
      [
        '{champ} ao vivo: apostas durante o jogo, {sport} | {brand}',
        '{champ} ({sport}) ao vivo na {brand}: partidas em andamento, placar ao vivo e odds que acompanham o jogo.',
        '{champ}: ao vivo',
      ],
      [
        '{champ} canlı: maç içi bahis, {sport} | {brand}',
        '{champ} ({sport}) canlı – {brand}: devam eden maçlar, canlı skorlar ve oyunun akışını izleyen oranlar.',
        '{champ}: canlı',
      ],
      [
        '{champ} у лайві: ставки під час матчів — {sport} | {brand}',
        '{champ} ({sport}) у лайві {brand}: поточні матчі, рахунок у реальному часі та коефіцієнти, що стежать за грою.',
        '{champ}: лайв',
      ],
    ),
  },
  'line-game': {
    family: 'sportsbook',
    texts: texts(
      [
        '{game}: odds and betting, {champ} | {brand}',
        '{game} ({champ}, {sport}): pre-match odds at {brand} on the result, totals, handicaps and correct score.',
        '{game}',
      ],
      [
        '{game}: ставки и коэффициенты — {champ} | {brand}',
        '{game} ({champ}, {sport}): коэффициенты {brand} до начала матча на исход, тоталы, форы и точный счёт.',
        '{game}',
      ],
      [
        '{game}: Quoten und Wetten, {champ} | {brand}',
        '{game} ({champ}, {sport}): Quoten von {brand} vor dem Anpfiff auf Ergebnis, Über/Unter, Handicaps und genaues Ergebnis.',
        '{game}',
      ],
      [
        '{game}: cuotas y apuestas, {champ} | {brand}',
        '{game} ({champ}, {sport}): cuotas prepartido de {brand} para el resultado, totales, hándicaps y resultado exacto.',
        '{game}',
      ],
      [
        '{game}: odds e apostas, {champ} | {brand}',
        '{game} ({champ}, {sport}): odds pré-jogo da {brand} para resultado, totais, handicaps e placar exato.',
        '{game}',
      ],
      [
        '{game}: oranlar ve bahis, {champ} | {brand}',
        '{game} ({champ}, {sport}): {brand} maç öncesi oranları; maç sonucu, alt/üst, handikap ve kesin skor.',
        '{game}',
      ],
      [
        '{game}: ставки й коефіцієнти — {champ} | {brand}',
        '{game} ({champ}, {sport}): коефіцієнти {brand} до початку матчу на результат, тотали, фори та точний рахунок.',
        '{game}',
      ],
    ),
  },
  'live-game': {
    family: 'sportsbook',
    texts: texts(
      [
        '{game} live: in-play odds, {champ} | {brand}',
        '{game} ({champ}, {sport}) live at {brand}: the score as it happens and odds that move with every attack.',
        '{game}: live',
      ],
      [
        '{game} в лайве: ставки по ходу матча — {champ} | {brand}',
        '{game} ({champ}, {sport}) в лайве {brand}: счёт в реальном времени и коэффициенты, которые меняются с каждой атакой.',
        '{game}: лайв',
      ],
      [
        '{game} live: Quoten im Spiel, {champ} | {brand}',
        '{game} ({champ}, {sport}) live bei {brand}: der Spielstand in Echtzeit und Quoten, die sich mit jedem Angriff bewegen.',
        '{game}: live',
      ],
      [
        '{game} en directo: cuotas en vivo, {champ} | {brand}',
        '{game} ({champ}, {sport}) en directo en {brand}: el marcador al instante y cuotas que cambian con cada ataque.',
        '{game}: en directo',
      ],
      [
        '{game} ao vivo: odds durante o jogo, {champ} | {brand}',
        '{game} ({champ}, {sport}) ao vivo na {brand}: o placar em tempo real e odds que mudam a cada ataque.',
        '{game}: ao vivo',
      ],
      [
        '{game} canlı: maç içi oranlar, {champ} | {brand}',
        '{game} ({champ}, {sport}) canlı – {brand}: anlık skor ve her atakla değişen oranlar.',
        '{game}: canlı',
      ],
      [
        '{game} у лайві: ставки під час матчу — {champ} | {brand}',
        '{game} ({champ}, {sport}) у лайві {brand}: рахунок у реальному часі та коефіцієнти, що змінюються з кожною атакою.',
        '{game}: лайв',
      ],
    ),
  },
  'casino-game': {
    family: 'casino',
    texts: texts(
      [
        '{game} by {provider}: play online | {brand}',
        'Play {game} from {provider} at {brand}: try it for free in demo mode or play for real money.',
        '{game}',
      ],
      [
        '{game} от {provider}: играть онлайн | {brand}',
        '{game} от {provider} в {brand}: попробуйте бесплатно в демо-режиме или играйте на реальные деньги.',
        '{game}',
      ],
      [
        '{game} von {provider}: online spielen | {brand}',
        '{game} von {provider} bei {brand}: kostenlos im Demo-Modus ausprobieren oder um echtes Geld spielen.',
        '{game}',
      ],
      [
        '{game} de {provider}: jugar en línea | {brand}',
        '{game} de {provider} en {brand}: pruébalo gratis en modo demo o juega con dinero real.',
        '{game}',
      ],
      [
        '{game} da {provider}: jogar online | {brand}',
        '{game} da {provider} na {brand}: experimente grátis no modo demo ou jogue com dinheiro real.',
        '{game}',
      ],
      [
        '{game} ({provider}): online oyna | {brand}',
        '{game} ({provider}) – {brand}: demo modunda ücretsiz deneyin ya da gerçek parayla oynayın.',
        '{game}',
      ],
      [
        '{game} від {provider}: грати онлайн | {brand}',
        '{game} від {provider} у {brand}: спробуйте безкоштовно в демо-режимі або грайте на реальні гроші.',
        '{game}',
      ],
    ),
  },
  'games-game': {
    family: 'games',
    texts: texts(
      [
        '{game}: instant game | {brand}',
        '{game} at {brand}: a provably fair in-house game with short rounds and instant results.',
        '{game}',
      ],
      [
        '{game}: быстрая игра | {brand}',
        '{game} в {brand}: игра собственной студии с проверяемой честностью, короткими раундами и мгновенным результатом.',
        '{game}',
      ],
      [
        '{game}: Sofortspiel | {brand}',
        '{game} bei {brand}: ein nachweislich faires Spiel aus dem eigenen Studio mit kurzen Runden und sofortigen Ergebnissen.',
        '{game}',
      ],
      [
        '{game}: juego instantáneo | {brand}',
        '{game} en {brand}: un juego propio de equidad demostrable, con rondas cortas y resultados al instante.',
        '{game}',
      ],
      [
        '{game}: jogo instantâneo | {brand}',
        '{game} na {brand}: um jogo próprio com justiça comprovável, rodadas curtas e resultados na hora.',
        '{game}',
      ],
      [
        '{game}: anlık oyun | {brand}',
        '{game} – {brand}: kısa turları ve anında sonuçlarıyla adilliği kanıtlanabilir bir stüdyo oyunu.',
        '{game}',
      ],
      [
        '{game}: швидка гра | {brand}',
        '{game} у {brand}: гра власної студії з перевірюваною чесністю, короткими раундами та миттєвим результатом.',
        '{game}',
      ],
    ),
  },
  'news-post': {
    family: 'other',
    texts: texts(
      ['{post} | {brand}', '{summary}', '{post}'],
      ['{post} | {brand}', '{summary}', '{post}'],
      ['{post} | {brand}', '{summary}', '{post}'],
      ['{post} | {brand}', '{summary}', '{post}'],
      ['{post} | {brand}', '{summary}', '{post}'],
      ['{post} | {brand}', '{summary}', '{post}'],
      ['{post} | {brand}', '{summary}', '{post}'],
    ),
  },
  'blog-post': {
    family: 'other',
    texts: texts(
      ['{post}: {brand} blog', '{summary}', '{post}'],
      ['{post}: блог {brand}', '{summary}', '{post}'],
      ['{post}: {brand}-Blog', '{summary}', '{post}'],
      ['{post}: blog de {brand}', '{summary}', '{post}'],
      ['{post}: blog da {brand}', '{summary}', '{post}'],
      ['{post}: {brand} blog', '{summary}', '{post}'],
      ['{post}: блог {brand}', '{summary}', '{post}'],
    ),
  },
  provider: {
    family: 'casino',
    texts: texts(
      [
        '{provider}: games and slots | {brand}',
        'Every game by {provider} at {brand}: slots, table games and more, in demo mode or for real money.',
        '{provider}',
      ],
      [
        '{provider}: игры и слоты | {brand}',
        'Все игры {provider} в {brand}: слоты, настольные игры и не только — в демо-режиме или на деньги.',
        '{provider}',
      ],
      [
        '{provider}: Spiele und Slots | {brand}',
        'Alle Spiele von {provider} bei {brand}: Slots, Tischspiele und mehr – im Demo-Modus oder um echtes Geld.',
        '{provider}',
      ],
      [
        '{provider}: juegos y tragamonedas | {brand}',
        'Todos los juegos de {provider} en {brand}: tragamonedas, juegos de mesa y más, en modo demo o con dinero real.',
        '{provider}',
      ],
      [
        '{provider}: jogos e caça-níqueis | {brand}',
        'Todos os jogos da {provider} na {brand}: caça-níqueis, jogos de mesa e muito mais, no modo demo ou com dinheiro real.',
        '{provider}',
      ],
      [
        '{provider}: oyunlar ve slotlar | {brand}',
        '{brand} platformundaki tüm {provider} oyunları: slotlar, masa oyunları ve daha fazlası; demo modunda ya da gerçek parayla.',
        '{provider}',
      ],
      [
        '{provider}: ігри та слоти | {brand}',
        'Усі ігри {provider} у {brand}: слоти, настільні ігри та не тільки — у демо-режимі або на гроші.',
        '{provider}',
      ],
    ),
  },
};

/**
 * Pages whose route flags hide the SEO block (the stage of a game fills them) but that search engines should
 * index all the same: the casino's game pages and the in-house games.
 */
export const ROBOTS_OVERRIDES: Readonly<Record<string, string>> = {
  'casino-game': 'index, follow',
  'games-game': 'index, follow',
};

export interface ContentText {
  heading: string;
  paragraphs: readonly string[];
}

function content(
  ...rows: readonly [heading: string, ...paragraphs: string[]][]
): Record<TextLanguage, ContentText> {
  const byLanguage: Partial<Record<TextLanguage, ContentText>> = {};
  TEXT_LANGUAGES.forEach((lng, i) => {
    const row = rows[i];
    if (row === undefined) throw new Error(`SEO block text without a ${lng} version`);
    const [heading, ...paragraphs] = row;
    byLanguage[lng] = { heading, paragraphs };
  });
  return byLanguage as Record<TextLanguage, ContentText>;
}

/** The SEO block's text by family (`default`: every page of a family without one of its own). */
export const CONTENT: Readonly<Record<string, Record<TextLanguage, ContentText>>> = {
  default: content(
    [
      'Sports betting and casino at {brand}',
      '{brand} covers thousands of events every day, from football and tennis to esports, with pre-match and live odds. Build singles, accumulators or systems in one bet slip and follow every game in real time.',
      'Deposits and withdrawals are quick, and the tools for responsible gaming — deposit, loss and session limits, time-outs and self-exclusion — are always at hand in your account.',
    ],
    [
      'Ставки на спорт и казино в {brand}',
      '{brand} каждый день принимает ставки на тысячи событий — от футбола и тенниса до киберспорта, до матча и в лайве. Собирайте ординары, экспрессы и системы в одном купоне и следите за каждой игрой в реальном времени.',
      'Пополнение и вывод проходят быстро, а инструменты ответственной игры — лимиты депозитов, проигрышей и сессий, тайм-аут и самоисключение — всегда под рукой в личном кабинете.',
    ],
    [
      'Sportwetten und Casino bei {brand}',
      '{brand} bietet jeden Tag Tausende Ereignisse, von Fußball und Tennis bis E-Sport, mit Quoten vor dem Spiel und live. Stellen Sie Einzel-, Kombi- oder Systemwetten in einem Wettschein zusammen und verfolgen Sie jedes Spiel in Echtzeit.',
      'Ein- und Auszahlungen gehen schnell, und die Werkzeuge für verantwortungsvolles Spielen – Einzahlungs-, Verlust- und Sitzungslimits, Auszeiten und Selbstausschluss – finden Sie jederzeit in Ihrem Konto.',
    ],
    [
      'Apuestas deportivas y casino en {brand}',
      '{brand} ofrece miles de eventos cada día, del fútbol y el tenis a los esports, con cuotas prepartido y en directo. Combina apuestas simples, combinadas o de sistema en un solo boleto y sigue cada partido en tiempo real.',
      'Los depósitos y los retiros son rápidos, y las herramientas de juego responsable —límites de depósito, de pérdidas y de sesión, pausas y autoexclusión— están siempre a mano en tu cuenta.',
    ],
    [
      'Apostas esportivas e cassino na {brand}',
      'A {brand} oferece milhares de eventos todos os dias, do futebol e do tênis aos eSports, com odds pré-jogo e ao vivo. Monte apostas simples, múltiplas ou sistemas em um único boletim e acompanhe cada jogo em tempo real.',
      'Depósitos e saques são rápidos, e as ferramentas de jogo responsável — limites de depósito, de perdas e de sessão, pausas e autoexclusão — estão sempre à mão na sua conta.',
    ],
    [
      '{brand} ile spor bahisleri ve casino',
      '{brand}, futboldan tenise ve e-spora kadar her gün binlerce etkinliği maç öncesi ve canlı oranlarla sunar. Tekli, kombine ya da sistem bahislerinizi tek kuponda oluşturun ve her maçı anlık takip edin.',
      'Para yatırma ve çekme işlemleri hızlıdır; yatırım, kayıp ve oturum limitleri, mola ve kendini hariç tutma gibi sorumlu oyun araçları hesabınızda her zaman elinizin altında.',
    ],
    [
      'Ставки на спорт і казино в {brand}',
      '{brand} щодня приймає ставки на тисячі подій — від футболу й тенісу до кіберспорту, до матчу та в лайві. Збирайте ординари, експреси й системи в одному купоні та стежте за кожною грою в реальному часі.',
      'Поповнення й виведення проходять швидко, а інструменти відповідальної гри — ліміти депозитів, програшів і сесій, тайм-аут і самовиключення — завжди під рукою в особистому кабінеті.',
    ],
  ),
  sportsbook: content(
    [
      'How betting works at {brand}',
      'Pick an outcome, enter your stake and the bet slip shows the possible win at once. Odds are shown in the format you prefer: decimal, fractional, American or one of the Asian formats.',
      'Pre-match markets open days before kick-off; live markets follow the game minute by minute. Settled bets are paid to your balance as soon as the result is confirmed.',
    ],
    [
      'Как устроены ставки в {brand}',
      'Выберите исход, введите сумму — купон сразу покажет возможный выигрыш. Коэффициенты отображаются в удобном вам формате: десятичном, дробном, американском или одном из азиатских.',
      'Линия открывается за несколько дней до начала матча, лайв следует за игрой минута за минутой. Рассчитанные ставки зачисляются на баланс, как только результат подтверждён.',
    ],
    [
      'So funktionieren Wetten bei {brand}',
      'Wählen Sie ein Ergebnis, geben Sie Ihren Einsatz ein, und der Wettschein zeigt sofort den möglichen Gewinn. Quoten erscheinen im Format Ihrer Wahl: dezimal, als Bruch, amerikanisch oder in einem der asiatischen Formate.',
      'Märkte vor dem Spiel öffnen Tage vor dem Anpfiff, Live-Märkte folgen dem Spiel Minute für Minute. Abgerechnete Wetten werden Ihrem Guthaben gutgeschrieben, sobald das Ergebnis feststeht.',
    ],
    [
      'Cómo funcionan las apuestas en {brand}',
      'Elige un resultado, escribe tu importe y el boleto te muestra al instante la ganancia posible. Las cuotas aparecen en el formato que prefieras: decimal, fraccionario, americano o uno de los formatos asiáticos.',
      'Los mercados prepartido abren días antes del inicio y los mercados en directo siguen el partido minuto a minuto. Las apuestas liquidadas se abonan en tu saldo en cuanto se confirma el resultado.',
    ],
    [
      'Como funcionam as apostas na {brand}',
      'Escolha um resultado, informe o valor e o boletim mostra na hora o ganho possível. As odds aparecem no formato que você preferir: decimal, fracionário, americano ou um dos formatos asiáticos.',
      'Os mercados pré-jogo abrem dias antes do início e os mercados ao vivo acompanham a partida minuto a minuto. As apostas liquidadas são creditadas no seu saldo assim que o resultado é confirmado.',
    ],
    [
      '{brand} ile bahis nasıl işler',
      'Bir sonuç seçin, tutarınızı girin; kupon olası kazancı hemen gösterir. Oranlar tercih ettiğiniz biçimde görünür: ondalık, kesirli, Amerikan ya da Asya biçimlerinden biri.',
      'Maç öncesi bahisler maçtan günler önce açılır, canlı bahisler maçı dakika dakika izler. Sonuçlanan bahisler, sonuç onaylanır onaylanmaz bakiyenize yatırılır.',
    ],
    [
      'Як працюють ставки в {brand}',
      'Оберіть результат, введіть суму — купон одразу покаже можливий виграш. Коефіцієнти відображаються у зручному для вас форматі: десятковому, дробовому, американському або одному з азійських.',
      'Лінія відкривається за кілька днів до початку матчу, лайв стежить за грою хвилина за хвилиною. Розраховані ставки зараховуються на баланс, щойно результат підтверджено.',
    ],
  ),
  esports: content(
    [
      'Esports betting at {brand}',
      'Bet on CS2, Dota 2 and League of Legends: match winners, map totals, handicaps and tournament outrights, before the match or live while it is played.',
      'Live odds move with every round and every objective, so you can react to the game as it unfolds.',
    ],
    [
      'Ставки на киберспорт в {brand}',
      'Делайте ставки на CS2, Dota 2 и League of Legends: победа в матче, тоталы по картам, форы и победитель турнира — до начала игры или в лайве.',
      'Live-коэффициенты меняются с каждым раундом и каждой целью, поэтому вы успеваете реагировать на то, что происходит в игре.',
    ],
    [
      'E-Sport-Wetten bei {brand}',
      'Wetten Sie auf CS2, Dota 2 und League of Legends: Matchsieger, Map-Totals, Handicaps und Turniersieger – vor dem Match oder live.',
      'Live-Quoten ändern sich mit jeder Runde und jedem Ziel, sodass Sie auf das Spielgeschehen reagieren können.',
    ],
    [
      'Apuestas de esports en {brand}',
      'Apuesta en CS2, Dota 2 y League of Legends: ganador del partido, totales por mapa, hándicaps y campeón del torneo, antes del partido o en directo.',
      'Las cuotas en directo cambian con cada ronda y cada objetivo, para que reacciones a la partida según se desarrolla.',
    ],
    [
      'Apostas em eSports na {brand}',
      'Aposte em CS2, Dota 2 e League of Legends: vencedor da partida, totais por mapa, handicaps e campeão do torneio, antes da partida ou ao vivo.',
      'As odds ao vivo mudam a cada rodada e a cada objetivo, para você reagir ao jogo enquanto ele acontece.',
    ],
    [
      '{brand} ile e-spor bahisleri',
      "CS2, Dota 2 ve League of Legends'a bahis yapın: maç kazananı, harita toplamları, handikaplar ve turnuva şampiyonu; maç öncesinde ya da canlı.",
      'Canlı oranlar her raund ve her hedefle değişir; böylece oyunun gidişatına anında tepki verebilirsiniz.',
    ],
    [
      'Ставки на кіберспорт у {brand}',
      'Робіть ставки на CS2, Dota 2 і League of Legends: переможець матчу, тотали за картами, фори та переможець турніру — до початку гри або в лайві.',
      'Лайв-коефіцієнти змінюються з кожним раундом і кожною ціллю, тож ви встигаєте реагувати на те, що відбувається у грі.',
    ],
  ),
  casino: content(
    [
      'Online casino at {brand}',
      'Slots, live tables, crash and instant games from several studios, all in one lobby. Every game can be tried in demo mode before you play for money.',
      'The in-house games are provably fair: each round can be checked against the server seed that is revealed afterwards.',
    ],
    [
      'Онлайн-казино {brand}',
      'Слоты, живые столы, краш- и быстрые игры от нескольких студий в одном лобби. Любую игру можно попробовать в демо-режиме, прежде чем играть на деньги.',
      'Игры собственной студии доказуемо честны: каждый раунд можно проверить по серверному сиду, который раскрывается после игры.',
    ],
    [
      'Online-Casino bei {brand}',
      'Slots, Live-Tische, Crash- und Sofortspiele mehrerer Studios in einer Lobby. Jedes Spiel lässt sich im Demo-Modus ausprobieren, bevor Sie um Geld spielen.',
      'Die Spiele aus dem eigenen Studio sind nachweislich fair: Jede Runde lässt sich mit dem Server-Seed prüfen, der danach offengelegt wird.',
    ],
    [
      'Casino en línea de {brand}',
      'Tragamonedas, mesas en vivo, juegos crash e instantáneos de varios estudios en un mismo vestíbulo. Puedes probar cualquier juego en modo demo antes de jugar con dinero.',
      'Los juegos propios son de equidad demostrable: cada ronda se puede comprobar con la semilla del servidor, que se revela después.',
    ],
    [
      'Cassino online da {brand}',
      'Caça-níqueis, mesas ao vivo, jogos crash e instantâneos de vários estúdios em um só lobby. Qualquer jogo pode ser testado no modo demo antes de jogar com dinheiro.',
      'Os jogos próprios têm justiça comprovável: cada rodada pode ser conferida com a semente do servidor, revelada depois.',
    ],
    [
      '{brand} online casino',
      'Birçok stüdyodan slotlar, canlı masalar, crash ve anlık oyunlar tek lobide. Her oyunu gerçek parayla oynamadan önce demo modunda deneyebilirsiniz.',
      'Stüdyo oyunlarının adilliği kanıtlanabilir: her tur, sonradan açıklanan sunucu anahtarıyla doğrulanabilir.',
    ],
    [
      'Онлайн-казино {brand}',
      'Слоти, живі столи, краш- і швидкі ігри від кількох студій в одному лобі. Будь-яку гру можна спробувати в демо-режимі, перш ніж грати на гроші.',
      'Ігри власної студії доказово чесні: кожен раунд можна перевірити за серверним сідом, який розкривається після гри.',
    ],
  ),
  information: content(
    [
      'Help and information',
      'Here you will find the rules of betting, the payment methods, our licences and how we protect your data. If something is unclear, the support team answers around the clock.',
      '{brand} takes responsible gaming seriously: set your own limits at any time, and take a break whenever you need one.',
    ],
    [
      'Помощь и информация',
      'Здесь собраны правила приёма ставок, способы оплаты, сведения о лицензиях и о том, как мы защищаем ваши данные. Если что-то непонятно, служба поддержки отвечает круглосуточно.',
      '{brand} серьёзно относится к ответственной игре: устанавливайте собственные лимиты в любой момент и делайте перерыв, когда это нужно.',
    ],
    [
      'Hilfe und Informationen',
      'Hier finden Sie die Wettregeln, die Zahlungsmethoden, unsere Lizenzen und wie wir Ihre Daten schützen. Wenn etwas unklar ist, antwortet der Support rund um die Uhr.',
      '{brand} nimmt verantwortungsvolles Spielen ernst: Setzen Sie jederzeit eigene Limits und legen Sie eine Pause ein, wann immer Sie sie brauchen.',
    ],
    [
      'Ayuda e información',
      'Aquí encontrarás las reglas de las apuestas, los métodos de pago, nuestras licencias y cómo protegemos tus datos. Si algo no queda claro, el equipo de asistencia responde a cualquier hora.',
      '{brand} se toma en serio el juego responsable: fija tus propios límites cuando quieras y tómate un descanso siempre que lo necesites.',
    ],
    [
      'Ajuda e informações',
      'Aqui você encontra as regras das apostas, as formas de pagamento, nossas licenças e como protegemos seus dados. Se algo não estiver claro, o suporte responde 24 horas por dia.',
      'A {brand} leva o jogo responsável a sério: defina seus próprios limites quando quiser e faça uma pausa sempre que precisar.',
    ],
    [
      'Yardım ve bilgi',
      'Bahis kuralları, ödeme yöntemleri, lisanslarımız ve verilerinizi nasıl koruduğumuz burada. Anlaşılmayan bir şey olursa destek ekibi günün her saatinde yanıt verir.',
      '{brand} sorumlu oyunu ciddiye alır: limitlerinizi dilediğiniz zaman belirleyin, ihtiyaç duyduğunuzda ara verin.',
    ],
    [
      'Допомога та інформація',
      'Тут зібрано правила прийому ставок, способи оплати, відомості про ліцензії та про те, як ми захищаємо ваші дані. Якщо щось незрозуміло, служба підтримки відповідає цілодобово.',
      '{brand} серйозно ставиться до відповідальної гри: встановлюйте власні ліміти будь-коли й робіть перерву, коли це потрібно.',
    ],
  ),
  promotions: content(
    [
      'Bonuses and promotions',
      'Welcome bonuses, free bets, cashback and tournaments: every offer at {brand} comes with its terms written out in full, including the wagering requirement and the deadline.',
      'Promo codes are entered in your account or straight in the bet slip. Bonuses never replace your limits: a limit you set always applies first.',
    ],
    [
      'Бонусы и акции',
      'Приветственные бонусы, фрибеты, кешбэк и турниры: у каждого предложения {brand} полностью расписаны условия, включая вейджер и срок действия.',
      'Промокоды вводятся в личном кабинете или прямо в купоне. Бонусы не отменяют ваши лимиты: установленный лимит всегда действует в первую очередь.',
    ],
    [
      'Boni und Aktionen',
      'Willkommensboni, Freiwetten, Cashback und Turniere: Zu jedem Angebot von {brand} stehen die Bedingungen vollständig da, einschließlich Umsatzanforderung und Frist.',
      'Promo-Codes geben Sie in Ihrem Konto oder direkt im Wettschein ein. Boni ersetzen nie Ihre Limits: Ein gesetztes Limit gilt immer zuerst.',
    ],
    [
      'Bonos y promociones',
      'Bonos de bienvenida, apuestas gratis, cashback y torneos: cada oferta de {brand} incluye sus condiciones completas, con el requisito de apuesta y el plazo.',
      'Los códigos promocionales se introducen en tu cuenta o directamente en el boleto. Los bonos nunca sustituyen tus límites: el límite que fijes siempre se aplica primero.',
    ],
    [
      'Bônus e promoções',
      'Bônus de boas-vindas, apostas grátis, cashback e torneios: cada oferta da {brand} traz as regras completas, incluindo o rollover e o prazo.',
      'Os códigos promocionais são inseridos na sua conta ou direto no boletim. Bônus nunca substituem seus limites: o limite que você definir vale sempre primeiro.',
    ],
    [
      'Bonuslar ve promosyonlar',
      'Hoş geldin bonusları, bedava bahisler, nakit iade ve turnuvalar: {brand} tekliflerinin her birinde çevrim şartı ve son tarih dahil tüm koşullar açıkça yazılıdır.',
      'Promosyon kodları hesabınızdan ya da doğrudan bahis kuponundan girilir. Bonuslar limitlerinizin yerini almaz: belirlediğiniz limit her zaman önce uygulanır.',
    ],
    [
      'Бонуси та акції',
      'Вітальні бонуси, фрібети, кешбек і турніри: для кожної пропозиції {brand} повністю розписано умови, зокрема вейджер і термін дії.',
      'Промокоди вводяться в особистому кабінеті або просто в купоні. Бонуси не скасовують ваших лімітів: встановлений ліміт завжди діє насамперед.',
    ],
  ),
  apps: content(
    [
      '{brand} on every device',
      'The site adapts to phones, tablets and computers, and can be installed on your home screen like an app.',
      'Your bet slip, favourites and settings follow you from one device to another once you sign in.',
    ],
    [
      '{brand} на любом устройстве',
      'Сайт подстраивается под телефон, планшет и компьютер, а ещё его можно установить на главный экран как приложение.',
      'После входа купон, избранное и настройки переходят с вами с одного устройства на другое.',
    ],
    [
      '{brand} auf jedem Gerät',
      'Die Website passt sich Smartphone, Tablet und Computer an und lässt sich wie eine App auf dem Startbildschirm installieren.',
      'Nach der Anmeldung begleiten Sie Wettschein, Favoriten und Einstellungen von einem Gerät zum nächsten.',
    ],
    [
      '{brand} en todos tus dispositivos',
      'El sitio se adapta al móvil, la tableta y el ordenador, y puedes instalarlo en la pantalla de inicio como una aplicación.',
      'Al iniciar sesión, tu boleto, tus favoritos y tus ajustes te acompañan de un dispositivo a otro.',
    ],
    [
      '{brand} em qualquer dispositivo',
      'O site se adapta a celulares, tablets e computadores e pode ser instalado na tela inicial como um aplicativo.',
      'Depois de entrar, seu boletim, seus favoritos e suas configurações acompanham você de um dispositivo para outro.',
    ],
    [
      'Her cihazda {brand}',
      'Site telefona, tablete ve bilgisayara uyum sağlar; bir uygulama gibi ana ekranınıza da yüklenebilir.',
      'Giriş yaptığınızda bahis kuponunuz, favorileriniz ve ayarlarınız sizinle bir cihazdan diğerine taşınır.',
    ],
    [
      '{brand} на будь-якому пристрої',
      'Сайт підлаштовується під телефон, планшет і комп’ютер, а ще його можна встановити на головний екран як застосунок.',
      'Після входу купон, обране та налаштування переходять із вами з одного пристрою на інший.',
    ],
  ),
};

/** The feed's sports in the seven languages (esports titles are names of their own). */
export const SPORT_NAMES: Readonly<Record<number, Seven>> = {
  1: ['Football', 'Футбол', 'Fußball', 'Fútbol', 'Futebol', 'Futbol', 'Футбол'],
  2: ['Ice hockey', 'Хоккей', 'Eishockey', 'Hockey sobre hielo', 'Hóquei no gelo', 'Buz hokeyi', 'Хокей'],
  3: ['Basketball', 'Баскетбол', 'Basketball', 'Baloncesto', 'Basquete', 'Basketbol', 'Баскетбол'],
  4: ['Tennis', 'Теннис', 'Tennis', 'Tenis', 'Tênis', 'Tenis', 'Теніс'],
  6: ['Volleyball', 'Волейбол', 'Volleyball', 'Voleibol', 'Vôlei', 'Voleybol', 'Волейбол'],
  10: [
    'Table tennis',
    'Настольный теннис',
    'Tischtennis',
    'Tenis de mesa',
    'Tênis de mesa',
    'Masa tenisi',
    'Настільний теніс',
  ],
  66: ['Cricket', 'Крикет', 'Cricket', 'Críquet', 'Críquete', 'Kriket', 'Крикет'],
  40: ['CS2', 'CS2', 'CS2', 'CS2', 'CS2', 'CS2', 'CS2'],
  41: ['Dota 2', 'Dota 2', 'Dota 2', 'Dota 2', 'Dota 2', 'Dota 2', 'Dota 2'],
  42: [
    'League of Legends',
    'League of Legends',
    'League of Legends',
    'League of Legends',
    'League of Legends',
    'League of Legends',
    'League of Legends',
  ],
  80: [
    'Virtual football',
    'Виртуальный футбол',
    'Virtueller Fußball',
    'Fútbol virtual',
    'Futebol virtual',
    'Sanal futbol',
    'Віртуальний футбол',
  ],
  81: [
    'Virtual tennis',
    'Виртуальный теннис',
    'Virtuelles Tennis',
    'Tenis virtual',
    'Tênis virtual',
    'Sanal tenis',
    'Віртуальний теніс',
  ],
  2999: [
    'Long-term bets',
    'Долгосрочные ставки',
    'Langzeitwetten',
    'Apuestas a largo plazo',
    'Apostas de longo prazo',
    'Uzun vadeli bahisler',
    'Довгострокові ставки',
  ],
};

/** API-057: each language of the product with its ISO 639-1 code and Open Graph locale. */
export const LANGUAGE_ISO: readonly { code: string; iso: string; locale: string }[] = [
  { code: 'en', iso: 'en', locale: 'en_GB' },
  { code: 'ru', iso: 'ru', locale: 'ru_RU' },
  { code: 'de', iso: 'de', locale: 'de_DE' },
  { code: 'es', iso: 'es', locale: 'es_ES' },
  { code: 'pt', iso: 'pt', locale: 'pt_BR' },
  { code: 'tr', iso: 'tr', locale: 'tr_TR' },
  { code: 'uk', iso: 'uk', locale: 'uk_UA' },
  { code: 'kk', iso: 'kk', locale: 'kk_KZ' },
];

/** API-058: the demo counters (every domain of the brand, project 1 the web site). */
export const DEMO_COUNTERS: readonly {
  domain: string;
  projectId: number;
  kind: string;
  counterId: string;
}[] = [
  { domain: '*', projectId: 1, kind: 'google-tag-manager', counterId: 'GTM-BETLN01' },
  { domain: '*', projectId: 1, kind: 'yandex-metrika', counterId: '90210777' },
  { domain: 'betline.example', projectId: 1, kind: 'google-analytics', counterId: 'G-BETLINE01' },
];

/** SEO-003: the cybersport pages are the esports pages under another name; their canonical is the esports one. */
export const DEMO_CANONICALS: readonly {
  path: string;
  mode: 'url' | 'mirror';
  target: string | null;
  domain: string | null;
}[] = [{ path: 'cyber/*', mode: 'url', target: '/{lng}/esports/{rest}', domain: null }];
