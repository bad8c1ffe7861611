import { afterEach, describe, expect, it } from 'vitest';
import type { SupportTicketDetail } from '@betline/contracts';
import { SUPPORT_PATHS, pathWith } from '@betline/contracts/paths';
import { renderPage, type RenderedPage } from '../../entry-server';
import { apiStubs, stubSiteConfig, stubSiteServices, testStores } from '../../test/app';

const conversation: SupportTicketDetail = {
  id: 5,
  topicId: 4,
  subTopicId: 41,
  subject: 'Bet not settled',
  status: 'answered',
  transaction: null,
  createdAt: '2026-11-29T10:00:00.000Z',
  updatedAt: '2026-11-29T10:05:00.000Z',
  unread: 0,
  messages: [
    {
      id: 1,
      author: 'player',
      authorName: null,
      text: 'My single is still open',
      createdAt: '2026-11-29T10:00:00.000Z',
      attachments: [],
    },
    {
      id: 2,
      author: 'operator',
      authorName: 'Betline support',
      text: 'We are checking your bet.',
      createdAt: '2026-11-29T10:05:00.000Z',
      attachments: [],
    },
  ],
};

function page(rendered: RenderedPage): Extract<RenderedPage, { kind: 'page' }> {
  if (rendered.kind !== 'page') throw new Error(`expected a page, got a ${rendered.status}`);
  return rendered;
}

afterEach(() => apiStubs.clear());

describe('support on the server (ADR 0041)', () => {
  it('a conversation arrives drawn by the server, its answer handed to the browser', async () => {
    stubSiteServices();
    const { transport } = stubSiteConfig();
    testStores().user.userId = 7;
    apiStubs.set(`GET ${pathWith(SUPPORT_PATHS.ticket, { id: 5 })}`, () => ({
      status: 200,
      data: conversation,
    }));
    const rendered = page(
      await renderPage({
        url: '/en/office/support?ticket=5',
        cookies: { betline_csrf: 'token' },
        languages: ['en'],
        transport,
      }),
    );
    expect(rendered.status).toBe(200);
    expect(rendered.html).toContain('We are checking your bet.');
    expect(rendered.html).toContain('My single is still open');
    expect(rendered.html).toMatch(/<h2[^>]*>Bet not settled<\/h2>/);
    const json = /id="app-data">([\s\S]*?)<\/script>/.exec(rendered.data)![1]!;
    expect(Object.values(JSON.parse(json) as Record<string, unknown>)).toContainEqual(conversation);
  });
});
