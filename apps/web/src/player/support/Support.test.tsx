import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SUPPORT_PATHS, WALLET_PATHS, pathWith } from '@betline/contracts/paths';
import type { SupportMessage, SupportTicketDetail } from '@betline/contracts';
import type { Payment, PushServerMessage } from '../../api/types';
import { createPushClient, liveOf, type SocketLike } from '../../sportsbook/push';
import { apiStubs, renderApp, stubSiteConfig, testStores } from '../../test/app';
import { chooseTimeZone, preferencesOf } from '../../stores/preferences';

/** A WebSocket the test speaks for the server through. */
class FakeSocket implements SocketLike {
  static sockets: FakeSocket[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  readonly sent: unknown[] = [];
  constructor(readonly url: string) {
    FakeSocket.sockets.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {}
  deliver(message: PushServerMessage) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

const message = (overrides: Partial<SupportMessage>): SupportMessage => ({
  id: 1,
  author: 'player',
  authorName: null,
  text: '',
  createdAt: '2026-11-29T10:00:00.000Z',
  attachments: [],
  ...overrides,
});

function ticket(overrides: Partial<SupportTicketDetail> = {}): SupportTicketDetail {
  return {
    id: 5,
    topicId: 4,
    subTopicId: 41,
    subject: 'Bet not settled',
    status: 'open',
    transaction: null,
    createdAt: '2026-11-29T10:00:00.000Z',
    updatedAt: '2026-11-29T10:00:00.000Z',
    unread: 0,
    messages: [message({ id: 1, text: 'My single from Saturday is still open' })],
    ...overrides,
  };
}

beforeEach(() => {
  // The player chose UTC+3 (by default times follow this device's zone, which differs between machines).
  chooseTimeZone(preferencesOf(testStores()), 3);
  stubSiteConfig();
  testStores().user.userId = 7;
  FakeSocket.sockets = [];
  const stores = testStores();
  stores.lazy.push = createPushClient({
    sink: liveOf(stores),
    WebSocket: FakeSocket,
    url: () => 'ws://test/push',
  });
});

describe('office-support', { timeout: 30_000 }, () => {
  it('opens a request with its topic, subtopic and a file, then shows support’s answer as it arrives', async () => {
    const user = userEvent.setup();
    let stored = ticket();
    const sent: FormData[] = [];
    apiStubs.set(`POST ${SUPPORT_PATHS.tickets}`, (request) => {
      sent.push(request.body as FormData);
      return { status: 201, data: stored };
    });
    apiStubs.set(`GET ${pathWith(SUPPORT_PATHS.ticket, { id: 5 })}`, () => ({ status: 200, data: stored }));
    apiStubs.set(`GET ${SUPPORT_PATHS.tickets}`, () => ({ status: 200, data: { items: [] } }));

    const { router } = renderApp('/en/office/support?new=1');
    await screen.findByRole('form', { name: 'Describe your request' });
    // Nothing filled: every missing field says so, nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findAllByText('Fill this in.')).toHaveLength(2);
    expect(sent).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText(/^Topic/), 'Bets and games');
    await user.selectOptions(screen.getByLabelText(/^What happened/), 'How a bet was settled');
    await user.type(screen.getByLabelText(/^Subject/), 'Bet not settled');
    await user.type(screen.getByLabelText(/^Message/), 'My single from Saturday is still open');
    const slip = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'slip.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Attach files'), slip);
    expect(screen.getByRole('button', { name: 'Remove slip.png' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    const form = sent[0]!;
    expect(Object.fromEntries([...form.entries()].filter(([name]) => name !== 'file'))).toEqual({
      topicId: '4',
      subTopicId: '41',
      subject: 'Bet not settled',
      text: 'My single from Saturday is still open',
      lng: 'en',
    });
    expect((form.get('file') as File).name).toBe('slip.png');

    // The conversation opens with the player's message, waiting for support.
    await waitFor(() => expect(router.state.location.search).toBe('?ticket=5'));
    const messages = await screen.findByRole('region', { name: 'Messages' });
    expect(within(messages).getByText('My single from Saturday is still open')).toBeInTheDocument();
    expect(screen.getByText('Waiting for support')).toBeInTheDocument();

    // The page follows the player's tickets on the push channel.
    await waitFor(() => expect(FakeSocket.sockets).toHaveLength(1));
    const socket = FakeSocket.sockets[0]!;
    socket.deliver({ type: 'hello', seq: 0, heartbeatMs: 15_000 });
    await waitFor(() => expect(socket.sent).toContainEqual({ type: 'subscribe', support: true }));
    socket.deliver({ type: 'subscribed', gameIds: [], lists: [], support: true });

    // Support answers: the conversation shows it without a reload.
    stored = ticket({
      status: 'answered',
      messages: [
        ...stored.messages,
        message({
          id: 2,
          author: 'operator',
          authorName: 'Betline support',
          text: 'We are checking your bet.',
        }),
      ],
    });
    socket.deliver({ type: 'support', ticketId: 5, status: 'answered', messageId: 2 });
    expect(await within(messages).findByText('We are checking your bet.')).toBeInTheDocument();
    expect(within(messages).getByText('Betline support')).toBeInTheDocument();
    expect(screen.getByText('Answered')).toBeInTheDocument();
  });

  it('refuses a file that is not a picture or a PDF before sending', async () => {
    const user = userEvent.setup({ applyAccept: false });
    apiStubs.set(`GET ${pathWith(SUPPORT_PATHS.ticket, { id: 5 })}`, () => ({ status: 200, data: ticket() }));
    let replies = 0;
    apiStubs.set(`POST ${pathWith(SUPPORT_PATHS.messages, { id: 5 })}`, () => {
      replies += 1;
      return { status: 201, data: ticket() };
    });
    renderApp('/en/office/support?ticket=5');
    await screen.findByRole('form', { name: 'Your reply' });
    await user.type(screen.getByRole('textbox', { name: 'Your reply' }), 'Here is the program');
    await user.upload(
      screen.getByLabelText('Attach files'),
      new File(['MZ'], 'tool.exe', { type: 'application/x-msdownload' }),
    );
    expect(
      screen.getByText('tool.exe: only PNG or JPEG pictures and PDF documents can be attached.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(replies).toBe(0);
  });

  it('lists the requests about payments with their payment', async () => {
    const payment: Payment = {
      id: 31,
      type: 'deposit',
      method: 'card',
      amount: 5_000,
      currencyId: 3,
      iso: 'EUR',
      accountId: 11,
      status: 'pending',
      reason: null,
      createdAt: '2026-11-20T09:30:00.000Z',
      completedAt: null,
    };
    const filters: unknown[] = [];
    apiStubs.set(`GET ${SUPPORT_PATHS.tickets}`, (request) => {
      filters.push(request.params);
      const { messages: _m, ...item } = ticket({
        id: 8,
        topicId: 1,
        subTopicId: 11,
        subject: 'Deposit not credited',
        transaction: payment,
        status: 'awaiting_player',
        unread: 1,
      });
      return { status: 200, data: { items: [item] } };
    });
    apiStubs.set(`GET ${WALLET_PATHS.payments}`, () => ({
      status: 200,
      data: { items: [payment], total: 1, page: 1, pageSize: 100 },
    }));
    renderApp('/en/office/payment/requests');
    const list = await screen.findByRole('list', { name: 'My requests' });
    expect(filters).toContainEqual({ payments: 'true' });
    expect(within(list).getByRole('link', { name: 'Deposit not credited' })).toHaveAttribute(
      'href',
      '/en/office/support?ticket=8',
    );
    expect(within(list).getByText('Deposit no. 31 of Nov 20, 2026, 12:30: €50.00')).toBeInTheDocument();
    expect(within(list).getByText('Waiting for your answer')).toBeInTheDocument();
    expect(within(list).getByText('New messages: 1')).toBeInTheDocument();
  });

  it('the office menu and the support button take a signed-in player to their requests', async () => {
    apiStubs.set(`GET ${SUPPORT_PATHS.tickets}`, () => ({ status: 200, data: { items: [] } }));
    renderApp('/en/office/support');
    expect(await screen.findByText(/You have no requests yet/)).toBeInTheDocument();
    // The office menu's entry and the support button of the layout.
    const links = screen.getAllByRole('link', { name: 'Support' });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('href', '/en/office/support');
  });
});
