import { describe, expect, it } from 'vitest';
import { localiseLinks, markWords, searchWords, splitByWords } from './html';

describe('information html helpers', () => {
  it('gives the site’s own links the page’s language, leaving others alone', () => {
    const html =
      '<a href="/information/licenses">a</a><a href="/de/information/about">b</a>' +
      '<a href="https://example.org/x">c</a><a href="mailto:x@y.z">d</a>';
    expect(localiseLinks(html, 'ru')).toBe(
      '<a href="/ru/information/licenses">a</a><a href="/de/information/about">b</a>' +
        '<a href="https://example.org/x">c</a><a href="mailto:x@y.z">d</a>',
    );
  });

  it('marks words in text only, never in tags or entities, longest first', () => {
    const html = '<h2 id="cash-out">Cash-out &amp; cash</h2><p title="cash">No cash-out.</p>';
    const { html: marked, count } = markWords(html, searchWords('cash  Cash-out'));
    expect(marked).toBe(
      '<h2 id="cash-out"><mark>Cash-out</mark> &amp; <mark>cash</mark></h2><p title="cash">No <mark>cash-out</mark>.</p>',
    );
    expect(count).toBe(3);
    expect(markWords('<p>Tom &amp; Jerry</p>', ['amp']).count).toBe(0);
    expect(markWords('<p>x</p>', [])).toEqual({ html: '<p>x</p>', count: 0 });
  });

  it('splits a snippet around the words for marks drawn by React', () => {
    expect(splitByWords('Void bets are void.', ['void'])).toEqual([
      { text: 'Void', match: true },
      { text: ' bets are ', match: false },
      { text: 'void', match: true },
      { text: '.', match: false },
    ]);
  });
});
