import { describe, expect, it } from 'vitest';
import { ACCOUNT_NS, accountTextsReady, i18n } from './index';
import { accountDe } from './locales/account.de';
import { accountEn } from './locales/account.en';
import { accountEs } from './locales/account.es';
import { accountPt } from './locales/account.pt';
import { accountRu } from './locales/account.ru';
import { accountTr } from './locales/account.tr';
import { accountUk } from './locales/account.uk';

type Tree = { readonly [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

/** The player-protection texts every language has (AccountProtectionMessages). */
const english = flatten({
  limits: { inputErrors: accountEn.limits.inputErrors },
  protection: { refusal: accountEn.protection.refusal },
  payment: {
    limitLeftIn: accountEn.payment.limitLeftIn,
    limitReachedIn: accountEn.payment.limitReachedIn,
    verificationRequired: accountEn.payment.verificationRequired,
    verificationLink: accountEn.payment.verificationLink,
    unknownOutcome: accountEn.payment.unknownOutcome,
  },
  payments: {
    cancel: accountEn.payments.cancel,
    cancelKeep: accountEn.payments.cancelKeep,
    resume: accountEn.payments.resume,
    resumeOne: accountEn.payments.resumeOne,
    cancelDepositOne: accountEn.payments.cancelDepositOne,
    cancelDepositTitle: accountEn.payments.cancelDepositTitle,
    cancelDepositBody: accountEn.payments.cancelDepositBody,
    cancelDepositConfirm: accountEn.payments.cancelDepositConfirm,
    depositCancelled: accountEn.payments.depositCancelled,
    depositNotPending: accountEn.payments.depositNotPending,
  },
});
const languages = {
  ru: accountRu,
  de: accountDe,
  es: accountEs,
  pt: accountPt,
  tr: accountTr,
  uk: accountUk,
};

describe('the player-protection texts of the account namespace', () => {
  it.each(Object.keys(languages))('%s has each of them, translated, with the same placeholders', (lng) => {
    const messages = flatten(languages[lng as keyof typeof languages] as unknown as Tree);
    for (const [key, reference] of english) {
      const text = messages.get(key);
      expect(text?.trim(), `${lng} ${key}`).toBeTruthy();
      expect(text, `${lng} ${key}`).not.toBe(reference);
      expect(placeholders(text ?? ''), `${lng} ${key}`).toEqual(placeholders(reference));
    }
  });

  it('are loaded with the namespace in those languages; the rest of it shows English there', async () => {
    await accountTextsReady('de');
    const t = i18n.getFixedT('de', ACCOUNT_NS);
    expect(t('limits.inputErrors.empty')).toBe('Geben Sie einen Betrag ein.');
    expect(t('limits.newValue')).toBe('New value');
  });
});
