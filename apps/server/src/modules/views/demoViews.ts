/**
 * The demo remote views (RV-001): the partner's footer block, an error page, an account page and a support
 * modal, in English, with the footer also in Russian and German. Written for a brand that has no views yet.
 */
import type { RemoteViewWriteParsed } from '@betline/contracts';

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

export const DEMO_VIEWS: Readonly<Record<string, Readonly<Record<string, DemoView>>>> = {
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
  },
  'error-page': {
    en: {
      title: 'Something went wrong',
      body: `<section class="error-view"><h2>Something went wrong</h2>
<p>The page could not be shown. Try again in a minute, or go back to the <a href="/en">home page</a>.</p>
<p>If it keeps happening, <a href="/en/information/contacts">contact support</a>.</p></section>`,
      style: '.error-view { text-align: center; padding: 24px 0; }',
      cssToLoad: [],
      scriptsToLoad: [],
      codeToEval: '',
      head: '<meta name="robots" content="noindex">',
    },
  },
  'account-page': {
    en: {
      title: 'Your account',
      body: `<section class="account-view"><h2>Your account</h2>
<ul><li>Keep your contact details up to date so we can reach you about withdrawals.</li>
<li>Set deposit, loss and session limits under <a href="/en/office/limits">Responsible gaming</a>.</li>
<li>Withdrawals above the verification threshold need verified documents.</li></ul></section>`,
      style: '.account-view ul { padding-left: 20px; }',
      cssToLoad: [],
      scriptsToLoad: [],
      codeToEval: '',
      head: '<meta name="robots" content="noindex">',
    },
  },
  'support-modal': {
    en: {
      title: 'Support',
      body: `<section class="support-view"><h2>How can we help?</h2>
<p>Our team answers around the clock. Write to <a href="mailto:support@betline.example">support@betline.example</a>
or call <a href="tel:+35991234567">+359 9 123 4567</a>.</p>
<p>Before you write, the <a href="/en/information/rules/1">rules</a> may already hold the answer.</p></section>`,
      style: '.support-view p { margin: 8px 0; }',
      cssToLoad: [],
      scriptsToLoad: [],
      codeToEval: '',
      head: '',
    },
  },
};
