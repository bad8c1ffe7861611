/**
 * The offline page's texts, in every language the site speaks. The page is drawn at build time into a static
 * page per language (vite-plugins/offline.ts) that the service worker keeps and shows when a page cannot be
 * reached: no script and no server are there to translate it then. No brand's name: a partner's site shows
 * the same page.
 */
export interface OfflineTexts {
  /** The page's title and heading. */
  title: string;
  /** What happened and what the page does about it. */
  lead: string;
  /** That money and bets are safe. */
  safe: string;
  /** The link that tries the same page again. */
  retry: string;
}

export const offlineTexts = {
  en: {
    title: 'You are offline',
    lead: 'We cannot reach the site right now. Check your connection: this page reloads by itself as soon as you are back online.',
    safe: 'Your balance and your bets are kept safe on our server. Nothing is placed, paid or lost while you are offline.',
    retry: 'Try again',
  },
  ru: {
    title: 'Нет подключения к интернету',
    lead: 'Сейчас не удаётся связаться с сайтом. Проверьте подключение: страница обновится сама, как только связь появится.',
    safe: 'Ваш баланс и ставки надёжно хранятся на нашем сервере. Пока вы офлайн, ничего не ставится, не выплачивается и не теряется.',
    retry: 'Попробовать снова',
  },
  de: {
    title: 'Sie sind offline',
    lead: 'Die Website ist gerade nicht erreichbar. Bitte prüfen Sie Ihre Verbindung: Diese Seite lädt sich von selbst neu, sobald Sie wieder online sind.',
    safe: 'Ihr Guthaben und Ihre Wetten sind auf unserem Server sicher. Solange Sie offline sind, wird nichts platziert, ausgezahlt oder verloren.',
    retry: 'Erneut versuchen',
  },
  es: {
    title: 'Estás sin conexión',
    lead: 'Ahora mismo no podemos conectar con el sitio. Comprueba tu conexión: esta página se recargará sola en cuanto vuelvas a estar en línea.',
    safe: 'Tu saldo y tus apuestas están a salvo en nuestro servidor. Mientras estés sin conexión no se realiza, paga ni pierde nada.',
    retry: 'Reintentar',
  },
  pt: {
    title: 'Você está offline',
    lead: 'Não conseguimos acessar o site agora. Verifique sua conexão: esta página recarrega sozinha assim que você voltar a ficar online.',
    safe: 'Seu saldo e suas apostas estão seguros em nosso servidor. Enquanto você estiver offline, nada é apostado, pago ou perdido.',
    retry: 'Tentar novamente',
  },
  tr: {
    title: 'Çevrimdışısınız',
    lead: 'Şu anda siteye ulaşamıyoruz. Bağlantınızı kontrol edin: tekrar çevrimiçi olduğunuzda bu sayfa kendiliğinden yenilenir.',
    safe: 'Bakiyeniz ve bahisleriniz sunucumuzda güvende. Çevrimdışıyken hiçbir bahis yapılmaz, ödenmez ya da kaybolmaz.',
    retry: 'Tekrar dene',
  },
  uk: {
    title: 'Немає підключення до інтернету',
    lead: 'Зараз не вдається зв’язатися із сайтом. Перевірте підключення: сторінка оновиться сама, щойно зв’язок з’явиться.',
    safe: 'Ваш баланс і ставки надійно зберігаються на нашому сервері. Поки ви офлайн, нічого не ставиться, не виплачується і не втрачається.',
    retry: 'Спробувати знову',
  },
} as const satisfies Record<string, OfflineTexts>;

export type OfflineLanguage = keyof typeof offlineTexts;
