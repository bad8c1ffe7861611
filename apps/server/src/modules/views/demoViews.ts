/**
 * The demo remote views (RV-001): the partner's footer block, an error page, an account page and a support
 * modal, in the seven languages the product ships (links to the site in the view's language). Written for a
 * brand that has no views yet.
 */
import type { RemoteViewWriteParsed } from '@betline/contracts';
import type { InSeven, PlayerLanguage } from '../../infra/playerLanguage';

export type DemoView = Omit<RemoteViewWriteParsed, 'lng'>;

const FOOTER_STYLE = `
.partner-footer { display: grid; gap: 12px; }
.partner-footer ul { display: flex; flex-wrap: wrap; gap: 8px 16px; margin: 0; padding: 0; list-style: none; }
.partner-footer .licence { margin: 0; }
.partner-footer h2 { margin: 0 0 4px; font-size: inherit; font-weight: 600; }
.partner-footer .badge { display: inline-block; padding: 2px 8px; border: 1px solid currentColor; border-radius: 4px; }
`;

function footer(texts: {
  title: string;
  licence: string;
  safer: string;
  payments: string;
  age: string;
  bank: string;
}): DemoView {
  return {
    title: texts.title,
    body: `<section class="partner-footer" aria-label="${texts.title}">
<p class="licence">${texts.licence}</p>
<div><h2>${texts.safer}</h2>
<ul>
<li><span class="badge" aria-label="18+">${texts.age}</span></li>
<li><a href="https://www.begambleaware.org" rel="noopener">BeGambleAware</a></li>
<li><a href="https://www.gamcare.org.uk" rel="noopener">GamCare</a></li>
<li><a href="https://www.gamblingtherapy.org" rel="noopener">Gambling Therapy</a></li>
</ul></div>
<div><h2>${texts.payments}</h2>
<ul><li>Visa</li><li>Mastercard</li><li>Skrill</li><li>Neteller</li><li>Paysafecard</li><li>${texts.bank}</li></ul></div>
</section>`,
    style: FOOTER_STYLE,
    cssToLoad: [],
    scriptsToLoad: [],
    codeToEval: '',
    head: '',
  };
}

function errorPage(
  lng: PlayerLanguage,
  t: { title: string; text: string; home: string; support: string },
): DemoView {
  return {
    title: t.title,
    body: `<section class="error-view"><p>${t.text.replace('{home}', `<a href="/${lng}">${t.home}</a>`)}</p>
<p>${t.support.replace(/\[(.+)\]/, `<a href="/${lng}/information/contacts">$1</a>`)}</p></section>`,
    style: '.error-view { text-align: center; padding: 24px 0; }',
    cssToLoad: [],
    scriptsToLoad: [],
    codeToEval: '',
    head: '<meta name="robots" content="noindex">',
  };
}

function accountPage(
  lng: PlayerLanguage,
  t: { title: string; contacts: string; limits: string; gaming: string; documents: string },
): DemoView {
  return {
    title: t.title,
    body: `<section class="account-view"><h2>${t.title}</h2>
<ul><li>${t.contacts}</li>
<li>${t.limits.replace('{link}', `<a href="/${lng}/office/limits">${t.gaming}</a>`)}</li>
<li>${t.documents}</li></ul></section>`,
    style: '.account-view ul { padding-left: 20px; }',
    cssToLoad: [],
    scriptsToLoad: [],
    codeToEval: '',
    head: '<meta name="robots" content="noindex">',
  };
}

function supportModal(
  lng: PlayerLanguage,
  t: { title: string; heading: string; contact: string; rules: string },
): DemoView {
  return {
    title: t.title,
    body: `<section class="support-view"><h2>${t.heading}</h2>
<p>${t.contact
      .replace('{mail}', '<a href="mailto:support@betline.example">support@betline.example</a>')
      .replace('{phone}', '<a href="tel:+35991234567">+359 9 123 4567</a>')}</p>
<p>${t.rules.replace(/\[(.+)\]/, `<a href="/${lng}/information/rules/1">$1</a>`)}</p></section>`,
    style: '.support-view p { margin: 8px 0; }',
    cssToLoad: [],
    scriptsToLoad: [],
    codeToEval: '',
    head: '',
  };
}

/** Each view in each language. */
type Views = Readonly<Record<string, InSeven<DemoView>>>;

export const DEMO_VIEWS: Views = {
  'partner-footer': {
    en: footer({
      title: 'Partner information',
      licence:
        'Betline is operated by Betline Gaming N.V., licensed and regulated by the Curaçao Gaming Authority under licence OGL/2024/118/0203. Gambling can be addictive: play responsibly.',
      safer: 'Safer gambling',
      payments: 'Payment methods',
      age: '18+',
      bank: 'Bank transfer',
    }),
    ru: footer({
      title: 'Информация партнёра',
      licence:
        'Betline управляется компанией Betline Gaming N.V. по лицензии OGL/2024/118/0203 Игорного управления Кюрасао. Азартные игры могут вызывать зависимость: играйте ответственно.',
      safer: 'Ответственная игра',
      payments: 'Способы оплаты',
      age: '18+',
      bank: 'Банковский перевод',
    }),
    de: footer({
      title: 'Partnerinformationen',
      licence:
        'Betline wird von der Betline Gaming N.V. betrieben, lizenziert und reguliert von der Curaçao Gaming Authority unter der Lizenz OGL/2024/118/0203. Glücksspiel kann süchtig machen: Spielen Sie verantwortungsvoll.',
      safer: 'Verantwortungsvolles Spielen',
      payments: 'Zahlungsmethoden',
      age: '18+',
      bank: 'Banküberweisung',
    }),
    es: footer({
      title: 'Información del socio',
      licence:
        'Betline está operado por Betline Gaming N.V., con licencia OGL/2024/118/0203 y bajo la regulación de la Curaçao Gaming Authority. El juego puede crear adicción: juega con responsabilidad.',
      safer: 'Juego más seguro',
      payments: 'Métodos de pago',
      age: '18+',
      bank: 'Transferencia bancaria',
    }),
    pt: footer({
      title: 'Informações do parceiro',
      licence:
        'A Betline é operada pela Betline Gaming N.V., licenciada e regulamentada pela Curaçao Gaming Authority sob a licença OGL/2024/118/0203. O jogo pode causar dependência: jogue com responsabilidade.',
      safer: 'Jogo seguro',
      payments: 'Formas de pagamento',
      age: '18+',
      bank: 'Transferência bancária',
    }),
    tr: footer({
      title: 'İş ortağı bilgileri',
      licence:
        'Betline, Curaçao Gaming Authority tarafından OGL/2024/118/0203 numaralı lisansla lisanslanan ve denetlenen Betline Gaming N.V. tarafından işletilir. Kumar bağımlılık yapabilir: sorumlu oynayın.',
      safer: 'Güvenli oyun',
      payments: 'Ödeme yöntemleri',
      age: '18+',
      bank: 'Banka havalesi',
    }),
    uk: footer({
      title: 'Інформація партнера',
      licence:
        'Betline управляє компанія Betline Gaming N.V. за ліцензією OGL/2024/118/0203 Ігрового управління Кюрасао. Азартні ігри можуть викликати залежність: грайте відповідально.',
      safer: 'Відповідальна гра',
      payments: 'Способи оплати',
      age: '18+',
      bank: 'Банківський переказ',
    }),
  },
  'error-page': {
    en: errorPage('en', {
      title: 'Something went wrong',
      text: 'The page could not be shown. Try again in a minute, or go back to the {home}.',
      home: 'home page',
      support: 'If it keeps happening, [contact support].',
    }),
    ru: errorPage('ru', {
      title: 'Что-то пошло не так',
      text: 'Не удалось показать страницу. Попробуйте через минуту или вернитесь на {home}.',
      home: 'главную страницу',
      support: 'Если ошибка повторяется, [напишите в поддержку].',
    }),
    de: errorPage('de', {
      title: 'Etwas ist schiefgelaufen',
      text: 'Die Seite konnte nicht angezeigt werden. Versuchen Sie es in einer Minute erneut oder kehren Sie zur {home} zurück.',
      home: 'Startseite',
      support: 'Wenn das öfter passiert, [wenden Sie sich an den Kundendienst].',
    }),
    es: errorPage('es', {
      title: 'Algo ha salido mal',
      text: 'No se ha podido mostrar la página. Inténtalo de nuevo en un minuto o vuelve a la {home}.',
      home: 'página de inicio',
      support: 'Si vuelve a pasar, [contacta con soporte].',
    }),
    pt: errorPage('pt', {
      title: 'Algo deu errado',
      text: 'Não foi possível mostrar a página. Tente de novo em um minuto ou volte para a {home}.',
      home: 'página inicial',
      support: 'Se continuar acontecendo, [fale com o suporte].',
    }),
    tr: errorPage('tr', {
      title: 'Bir şeyler ters gitti',
      text: 'Sayfa gösterilemedi. Bir dakika sonra tekrar deneyin ya da {home} dönün.',
      home: 'ana sayfaya',
      support: 'Sorun devam ederse [destek ekibiyle iletişime geçin].',
    }),
    uk: errorPage('uk', {
      title: 'Щось пішло не так',
      text: 'Не вдалося показати сторінку. Спробуйте за хвилину або поверніться на {home}.',
      home: 'головну сторінку',
      support: 'Якщо помилка повторюється, [напишіть у підтримку].',
    }),
  },
  'account-page': {
    en: accountPage('en', {
      title: 'Your account',
      contacts: 'Keep your contact details up to date so we can reach you about withdrawals.',
      limits: 'Set deposit, loss and session limits under {link}.',
      gaming: 'Responsible gaming',
      documents: 'Withdrawals above the verification threshold need verified documents.',
    }),
    ru: accountPage('ru', {
      title: 'Ваш аккаунт',
      contacts: 'Держите контактные данные актуальными, чтобы мы могли связаться с вами по поводу выплат.',
      limits: 'Лимиты депозитов, проигрыша и сессии можно установить в разделе {link}.',
      gaming: '«Ответственная игра»',
      documents: 'Для выплат выше порога верификации нужны подтверждённые документы.',
    }),
    de: accountPage('de', {
      title: 'Ihr Konto',
      contacts: 'Halten Sie Ihre Kontaktdaten aktuell, damit wir Sie wegen Auszahlungen erreichen können.',
      limits: 'Einzahlungs-, Verlust- und Sitzungslimits legen Sie unter {link} fest.',
      gaming: 'Verantwortungsvolles Spielen',
      documents: 'Für Auszahlungen über der Verifizierungsgrenze sind verifizierte Dokumente nötig.',
    }),
    es: accountPage('es', {
      title: 'Tu cuenta',
      contacts: 'Mantén tus datos de contacto al día para que podamos avisarte sobre tus retiradas.',
      limits: 'Fija límites de depósito, de pérdidas y de sesión en {link}.',
      gaming: 'Juego responsable',
      documents: 'Las retiradas por encima del umbral de verificación requieren documentos verificados.',
    }),
    pt: accountPage('pt', {
      title: 'Sua conta',
      contacts: 'Mantenha seus dados de contato atualizados para que possamos falar com você sobre saques.',
      limits: 'Defina limites de depósito, de perdas e de sessão em {link}.',
      gaming: 'Jogo responsável',
      documents: 'Saques acima do limite de verificação exigem documentos verificados.',
    }),
    tr: accountPage('tr', {
      title: 'Hesabınız',
      contacts: 'Para çekme işlemleriniz için size ulaşabilmemiz adına iletişim bilgilerinizi güncel tutun.',
      limits: 'Para yatırma, kayıp ve oturum limitlerini {link} bölümünden belirleyin.',
      gaming: 'Sorumlu oyun',
      documents: 'Doğrulama eşiğinin üzerindeki para çekme işlemleri için doğrulanmış belgeler gerekir.',
    }),
    uk: accountPage('uk', {
      title: 'Ваш акаунт',
      contacts: 'Підтримуйте контактні дані актуальними, щоб ми могли зв’язатися з вами щодо виплат.',
      limits: 'Ліміти депозитів, програшу та сесії можна встановити в розділі {link}.',
      gaming: '«Відповідальна гра»',
      documents: 'Для виплат понад поріг верифікації потрібні підтверджені документи.',
    }),
  },
  'support-modal': {
    en: supportModal('en', {
      title: 'Support',
      heading: 'How can we help?',
      contact: 'Our team answers around the clock. Write to {mail}\nor call {phone}.',
      rules: 'Before you write, the [rules] may already hold the answer.',
    }),
    ru: supportModal('ru', {
      title: 'Поддержка',
      heading: 'Чем мы можем помочь?',
      contact: 'Наша команда отвечает круглосуточно. Напишите на {mail}\nили позвоните по номеру {phone}.',
      rules: 'Прежде чем писать, загляните в [правила]: возможно, ответ уже там.',
    }),
    de: supportModal('de', {
      title: 'Kundendienst',
      heading: 'Wie können wir helfen?',
      contact: 'Unser Team antwortet rund um die Uhr. Schreiben Sie an {mail}\noder rufen Sie {phone} an.',
      rules: 'Bevor Sie schreiben: Vielleicht steht die Antwort schon in den [Regeln].',
    }),
    es: supportModal('es', {
      title: 'Soporte',
      heading: '¿Cómo podemos ayudarte?',
      contact: 'Nuestro equipo responde las 24 horas. Escribe a {mail}\no llama al {phone}.',
      rules: 'Antes de escribir, echa un vistazo a las [reglas]: puede que ya tengan la respuesta.',
    }),
    pt: supportModal('pt', {
      title: 'Suporte',
      heading: 'Como podemos ajudar?',
      contact: 'Nossa equipe responde 24 horas por dia. Escreva para {mail}\nou ligue para {phone}.',
      rules: 'Antes de escrever, confira as [regras]: a resposta pode já estar lá.',
    }),
    tr: supportModal('tr', {
      title: 'Destek',
      heading: 'Size nasıl yardımcı olabiliriz?',
      contact:
        'Ekibimiz günün her saati yanıt verir. {mail} adresine yazın\nya da {phone} numarasını arayın.',
      rules: 'Yazmadan önce [kurallara] göz atın: yanıt orada olabilir.',
    }),
    uk: supportModal('uk', {
      title: 'Підтримка',
      heading: 'Чим ми можемо допомогти?',
      contact:
        'Наша команда відповідає цілодобово. Напишіть на {mail}\nабо зателефонуйте за номером {phone}.',
      rules: 'Перш ніж писати, зазирніть у [правила]: можливо, відповідь уже там.',
    }),
  },
};
