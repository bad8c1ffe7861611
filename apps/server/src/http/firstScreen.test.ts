import { describe, expect, it } from 'vitest';
import { firstScreenLinks, type ViteManifest } from './firstScreen';

const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_parts-1.js': { file: 'assets/parts-1.js', imports: ['_react-1.js'] },
  'src/pages/routes/betting.tsx': { file: 'assets/betting-1.js', imports: ['_react-1.js'] },
  'src/site/AgeGateView.tsx': { file: 'assets/AgeGateView-1.js', imports: ['_parts-1.js', '_react-1.js'] },
  '../../packages/ui/src/i18n/en.ts': { file: 'assets/en-1.js' },
};

const hrefs = (links: string[]) => links.map((link) => /href="([^"]+)"/.exec(link)?.[1]);

describe('firstScreenLinks', () => {
  it('preloads the age question and what it imports when the picture shows it, and not otherwise', () => {
    const page = { routeId: 'betting', lng: 'en' };
    const modules = (parts?: string[]) =>
      hrefs(firstScreenLinks(manifest, page, parts)).filter((href) => href?.startsWith('/assets/'));
    expect(modules()).toEqual(['/assets/betting-1.js', '/assets/en-1.js']);
    expect(modules(['page'])).toEqual(['/assets/betting-1.js', '/assets/en-1.js']);
    expect(modules(['page', 'notices'])).toEqual([
      '/assets/betting-1.js',
      '/assets/AgeGateView-1.js',
      '/assets/parts-1.js',
      '/assets/en-1.js',
    ]);
  });
});
