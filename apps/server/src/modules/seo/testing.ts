/** Helpers of the SEO tests. */
import { expect } from 'vitest';

const TOKEN = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[A-Za-z][\w:.-]*="[^"<]*")*)\s*(\/?)>|([^<]+)|(<)/g;
const ENTITY = /&(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/g;

/**
 * Checks that a document is well-formed XML: the declaration, one root, elements closed in order, attributes
 * quoted, no bare `&` or `<` in text or attribute values.
 */
export function expectWellFormedXml(xml: string): void {
  const declaration = '<?xml version="1.0" encoding="UTF-8"?>';
  expect(xml.startsWith(declaration)).toBe(true);
  const body = xml.slice(declaration.length);
  const open: string[] = [];
  let roots = 0;
  for (const match of body.matchAll(TOKEN)) {
    const [, closing, name, attributes, selfClosing, text, stray] = match;
    if (stray !== undefined) throw new Error(`a bare "<" at ${match.index}`);
    if (text !== undefined) {
      if (text.replace(ENTITY, '').includes('&')) throw new Error(`a bare "&" in ${text.slice(0, 80)}`);
      if (open.length === 0 && text.trim() !== '')
        throw new Error(`text outside the root: ${text.slice(0, 80)}`);
      continue;
    }
    if ((attributes ?? '').replace(ENTITY, '').includes('&')) throw new Error(`a bare "&" in <${name}>`);
    if (closing === '/') {
      const last = open.pop();
      if (last !== name) throw new Error(`</${name}> closes <${last}>`);
      continue;
    }
    if (open.length === 0) roots += 1;
    if (selfClosing !== '/') open.push(name ?? '');
  }
  expect(open).toEqual([]);
  expect(roots).toBe(1);
}

/** The `<loc>` addresses of a sitemap or sitemap index. */
export function locsOf(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => (m[1] ?? '').replaceAll('&amp;', '&'));
}
