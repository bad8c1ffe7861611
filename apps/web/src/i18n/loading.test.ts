import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_NS,
  BETTING_NS,
  CASINO_NS,
  accountTextsReady,
  bettingTextsReady,
  casinoTextsReady,
  i18n,
  loadLanguage,
  routeTitlesReady,
} from './index';
import { LANGUAGES, resources } from './allResources';

describe('the lazily loaded texts', () => {
  it.each(LANGUAGES)(
    '%s: page titles, account, betting and casino come from the language’s own chunks',
    async (lng) => {
      await Promise.all([
        loadLanguage(lng),
        routeTitlesReady(lng),
        accountTextsReady(lng),
        bettingTextsReady(lng),
        casinoTextsReady(lng),
      ]);
      expect(i18n.getResourceBundle(lng, 'translation')).toMatchObject(resources[lng].translation);
      expect(i18n.getResourceBundle(lng, ACCOUNT_NS)).toEqual(resources[lng].account);
      expect(i18n.getResourceBundle(lng, BETTING_NS)).toEqual(resources[lng].betting);
      expect(i18n.getResourceBundle(lng, CASINO_NS)).toEqual(resources[lng].casino);
    },
  );

  it('counts by each language’s plural rules', async () => {
    await Promise.all([bettingTextsReady('de'), bettingTextsReady('uk'), bettingTextsReady('ru')]);
    const count = (lng: string, n: number) =>
      i18n.getFixedT(lng, BETTING_NS)('board.eventsCount', { count: n });
    expect([1, 2, 5].map((n) => count('de', n))).toEqual(['1 Ereignis', '2 Ereignisse', '5 Ereignisse']);
    expect([1, 3, 5, 21].map((n) => count('uk', n))).toEqual(['1 подія', '3 події', '5 подій', '21 подія']);
    expect([1, 3, 5].map((n) => count('ru', n))).toEqual(['1 событие', '3 события', '5 событий']);
  });

  it('German sign-in texts are German', async () => {
    await accountTextsReady('de');
    const t = i18n.getFixedT('de', ACCOUNT_NS);
    expect(t('limits.inputErrors.empty')).toBe('Geben Sie einen Betrag ein.');
    expect(t('limits.newValue')).toBe('Neuer Wert');
  });
});
