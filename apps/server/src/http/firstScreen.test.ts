import { describe, expect, it } from 'vitest';
import { firstScreenLinks, type ViteManifest } from './firstScreen';

const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  'src/pages/routes/betting.tsx': { file: 'assets/betting-1.js', imports: ['_react-1.js', '_board-1.js'] },
  '_board-1.js': { file: 'assets/board-1.js' },
  '../../packages/ui/src/i18n/en.ts': { file: 'assets/en-1.js' },
  '../../packages/ui/src/i18n/ru.ts': { file: 'assets/ui-ru-1.js' },
  'src/i18n/locales/ru.ts': { file: 'assets/ru-1.js' },
};

const hrefs = (links: string[]) => links.map((link) => /href="([^"]+)"/.exec(link)?.[1]);

describe('firstScreenLinks', () => {
  it("preloads what hydration needs: the page's chunk with its imports and the language's texts, not what the entry has", () => {
    expect(hrefs(firstScreenLinks(manifest, { routeId: 'betting', lng: 'en' }))).toEqual([
      '/assets/betting-1.js',
      '/assets/board-1.js',
      '/assets/en-1.js',
    ]);
    expect(hrefs(firstScreenLinks(manifest, { routeId: 'betting', lng: 'ru' }))).toEqual([
      '/assets/betting-1.js',
      '/assets/board-1.js',
      '/assets/en-1.js',
      '/assets/ui-ru-1.js',
      '/assets/ru-1.js',
    ]);
  });

  it('preloads nothing for a language that is not two letters, or without a manifest', () => {
    expect(firstScreenLinks(manifest, { routeId: 'betting', lng: 'e"n' })).toEqual([]);
    expect(firstScreenLinks(null, { routeId: 'betting', lng: 'en' })).toEqual([]);
  });
});
