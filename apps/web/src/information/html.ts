/**
 * Pure helpers over the server's cleaned HTML (information pages and rule chapters): the site's own links in
 * the page's language, and the words of a search marked. No DOM: the same output on the server and in the browser.
 */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Links to the site's own pages written without a language (`/information/licenses`) get the page's one. */
export function localiseLinks(html: string, lng: string): string {
  return html.replace(/href="\/(?![a-z]{2}(?:\/|"))/g, `href="/${lng}/`);
}

/** The words of a search, in lower case (one or more characters each). */
export function searchWords(query: string): string[] {
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word.length > 0);
}

/**
 * Wraps every occurrence of the words in the text of `html` (never inside a tag) in `<mark>`; returns the new
 * HTML and how many were marked.
 */
export function markWords(html: string, words: readonly string[]): { html: string; count: number } {
  const wanted = words.filter((w) => w.length > 0).map((w) => escapeRegExp(escapeHtml(w)));
  if (wanted.length === 0) return { html, count: 0 };
  // Longest first, so "cash-out" is marked whole rather than as "cash".
  wanted.sort((a, b) => b.length - a.length);
  const pattern = new RegExp(`(${wanted.join('|')})`, 'gi');
  let count = 0;
  const marked = html
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (part.startsWith('<')) return part;
      // Entities (`&amp;`) stay whole.
      return part
        .split(/(&[#\w]+;)/)
        .map((piece) =>
          piece.startsWith('&') && piece.endsWith(';')
            ? piece
            : piece.replace(pattern, (match) => {
                count += 1;
                return `<mark>${match}</mark>`;
              }),
        )
        .join('');
    })
    .join('');
  return { html: marked, count };
}

/** Plain text split around the words, for a snippet with marks drawn by React. */
export function splitByWords(text: string, words: readonly string[]): { text: string; match: boolean }[] {
  const wanted = words.filter((w) => w.length > 0).map(escapeRegExp);
  if (wanted.length === 0) return [{ text, match: false }];
  wanted.sort((a, b) => b.length - a.length);
  const pattern = new RegExp(`(${wanted.join('|')})`, 'gi');
  return text
    .split(pattern)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, match: words.some((w) => w.toLowerCase() === part.toLowerCase()) }));
}
