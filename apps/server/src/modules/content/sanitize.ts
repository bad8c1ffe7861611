/**
 * Rich text as it is stored: HTML cleaned with an allow-list (sanitize-html), headings given ids for anchors.
 * Whatever an operator sends, what is stored and answered has no scripts, no event handlers, no styles, no
 * frames and no links other than http(s), mailto, tel and the site's own paths.
 */
import sanitizeHtml from 'sanitize-html';
import type { ContentHeading } from '@betline/contracts';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    'a',
    'br',
    'hr',
    'blockquote',
    'table',
    'caption',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'dl',
    'dt',
    'dd',
    'abbr',
    'small',
    'code',
    'sup',
    'sub',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'hreflang'],
    abbr: ['title'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // A page has one h1 (its title): a heading of the text at level 1 becomes a level-2 one.
  transformTags: { h1: 'h2' },
  // Scripts, styles and the like go with their content; other unknown tags leave their text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'template'],
  disallowedTagsMode: 'discard',
};

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Text of cleaned HTML without its tags, entities decoded, white space collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<\/?(p|h[2-4]|ul|ol|li|table|tr|td|th|dd|dt|dl|blockquote|caption|br|hr)\b[^>]*>/g, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** An anchor name for a heading: its words in lower case joined by "-" (letters of any script kept). */
export function anchorOf(text: string): string {
  const slug = text
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug === '' ? 'section' : slug;
}

export interface CleanText {
  html: string;
  headings: ContentHeading[];
}

/**
 * Cleans `html` and gives every `h2`/`h3` a unique id (`payment-limits`, `payment-limits-2`), listed in order
 * for the table of contents.
 */
export function cleanHtml(html: string): CleanText {
  const clean = sanitizeHtml(html, OPTIONS).trim();
  const headings: ContentHeading[] = [];
  const used = new Set<string>();
  const withIds = clean.replace(/<h([23])>([\s\S]*?)<\/h\1>/g, (_, level: string, inner: string) => {
    const text = plainText(inner);
    const base = anchorOf(text);
    let id = base;
    for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
    used.add(id);
    headings.push({ id, level: level === '2' ? 2 : 3, text });
    return `<h${level} id="${id}">${inner}</h${level}>`;
  });
  return { html: withIds, headings };
}

/** The headings of stored (already cleaned) HTML, read back from their ids. */
export function headingsOf(html: string): ContentHeading[] {
  return [...html.matchAll(/<h([23]) id="([^"]+)">([\s\S]*?)<\/h\1>/g)].map((m) => ({
    id: m[2] ?? '',
    level: m[1] === '2' ? 2 : 3,
    text: plainText(m[3] ?? ''),
  }));
}
