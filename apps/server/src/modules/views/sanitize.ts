/**
 * A remote view's HTML as it is stored: cleaned with an allow-list (sanitize-html). The body keeps layout
 * markup, classes (the view's own `style` is scoped to it), images and links of http(s), mailto, tel and the
 * site's paths; the head keeps only meta tags. No scripts, no event handlers, no inline styles, no frames.
 */
import sanitizeHtml from 'sanitize-html';

const REMOVED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'object',
  'template',
];

const BODY: sanitizeHtml.IOptions = {
  allowedTags: [
    'div',
    'section',
    'nav',
    'footer',
    'header',
    'aside',
    'span',
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
    'img',
    'small',
    'abbr',
    'dl',
    'dt',
    'dd',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    '*': ['class', 'id', 'lang', 'title', 'aria-label', 'aria-hidden', 'role'],
    a: ['href', 'hreflang', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // The page has its own h1: a view's h1 becomes an h2.
  transformTags: { h1: 'h2' },
  nonTextTags: REMOVED_WITH_CONTENT,
  disallowedTagsMode: 'discard',
};

const HEAD: sanitizeHtml.IOptions = {
  allowedTags: ['meta'],
  allowedAttributes: { meta: ['name', 'content', 'property'] },
  nonTextTags: [...REMOVED_WITH_CONTENT, 'title', 'link', 'base'],
  disallowedTagsMode: 'discard',
};

/** The body of a view, cleaned. */
export function cleanViewBody(html: string): string {
  return sanitizeHtml(html, BODY).trim();
}

/** The head of a view, cleaned to its meta tags (text outside them is dropped). */
export function cleanViewHead(html: string): string {
  return (sanitizeHtml(html, HEAD).match(/<meta\b[^>]*>/g) ?? []).join('');
}
