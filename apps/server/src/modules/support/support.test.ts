import {
  apiErrorSchema,
  paymentCreatedSchema,
  pushServerMessageSchema,
  SPORTSBOOK_PATHS,
  SUPPORT_PATHS as P,
  pathWith,
  supportOperatorListSchema,
  supportOperatorTicketDetailSchema,
  supportTicketDetailSchema,
  supportTicketListSchema,
  type PushServerMessage,
  type SupportTicketDetail,
} from '@betline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { createSeededDatabase, drivers, type TestDatabase } from '../../test/databases';
import { registerAndSignIn, type SignedInPlayer } from '../../test/players';
import { createMemoryBus } from '../../infra/bus';
import { createPayment, getBalance } from '../wallet/testing';
import { DEMO_OPERATOR_NAME, DEMO_OPERATOR_TOKEN } from '../operator/seed';
import { answerDue } from './demoOperator';
import { createSupportService, type SupportService } from './service';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const PDF = Buffer.from('%PDF-1.4\n%demo\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
/** A Windows program: "MZ" and its DOS stub. */
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(64)]);

interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

/** A multipart/form-data body as a browser sends it. */
function form(parts: Part[]): { payload: Buffer; contentType: string } {
  const boundary = `----betline${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.filename === undefined
        ? `form-data; name="${part.name}"`
        : `form-data; name="${part.name}"; filename="${part.filename}"`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n` +
          (part.type ? `Content-Type: ${part.type}\r\n` : '') +
          '\r\n',
      ),
      typeof part.value === 'string' ? Buffer.from(part.value) : part.value,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const fields = (values: Record<string, string | number>): Part[] =>
  Object.entries(values).map(([name, value]) => ({ name, value: String(value) }));

describe.each(drivers)('support on $name', (driver) => {
  let database: TestDatabase;
  let app: App;
  /** Support's side, on the app's bus (what an operator or the demo operator does). */
  let support: SupportService;
  let clock = Date.parse('2026-11-29T10:00:00Z');

  beforeAll(async () => {
    database = await createSeededDatabase(driver);
    const bus = createMemoryBus();
    app = buildApp({
      db: database,
      webDistDir: null,
      devRoutes: true,
      clock: { now: () => clock },
      feedOptions: { bus },
      pushHeartbeatMs: 60_000,
    });
    await app.ready();
    support = createSupportService({
      db: database.db,
      bus,
      clock: { now: () => clock },
      payment: async () => null,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  async function open(
    me: SignedInPlayer,
    values: Record<string, string | number> = {},
    files: Part[] = [],
  ): Promise<SupportTicketDetail> {
    const body = form([
      ...fields({
        topicId: 4,
        subTopicId: 41,
        subject: 'Bet not settled',
        text: 'My bet is open',
        ...values,
      }),
      ...files,
    ]);
    const res = await app.inject({
      method: 'POST',
      url: P.tickets,
      headers: { ...me.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    return supportTicketDetailSchema.parse(res.json());
  }

  it('a player opens a ticket, reads it, replies and closes it; a closed ticket takes no reply', async () => {
    const me = await registerAndSignIn(app);
    const ticket = await open(me);
    expect(ticket).toMatchObject({ topicId: 4, subTopicId: 41, status: 'open', transaction: null });
    expect(ticket.messages).toEqual([
      expect.objectContaining({ author: 'player', text: 'My bet is open', attachments: [] }),
    ]);

    const list = await app.inject({ method: 'GET', url: P.tickets, headers: me.headers });
    expect(supportTicketListSchema.parse(list.json()).items.map((t) => t.id)).toEqual([ticket.id]);

    const reply = await app.inject({
      method: 'POST',
      url: pathWith(P.messages, { id: ticket.id }),
      headers: me.headers,
      payload: { text: 'It was a single on Saturday' },
    });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(supportTicketDetailSchema.parse(reply.json()).messages.map((m) => m.text)).toEqual([
      'My bet is open',
      'It was a single on Saturday',
    ]);

    const closed = await app.inject({
      method: 'POST',
      url: pathWith(P.close, { id: ticket.id }),
      headers: me.headers,
    });
    expect(closed.statusCode).toBe(200);
    expect(supportTicketDetailSchema.parse(closed.json()).status).toBe('closed');

    const late = await app.inject({
      method: 'POST',
      url: pathWith(P.messages, { id: ticket.id }),
      headers: me.headers,
      payload: { text: 'one more thing' },
    });
    expect(late.statusCode).toBe(409);
  });

  it("another player's ticket and its attachments answer 404; a guest 401", async () => {
    const owner = await registerAndSignIn(app);
    const other = await registerAndSignIn(app);
    const ticket = await open(owner, {}, [
      { name: 'file', value: PNG, filename: 'slip.png', type: 'image/png' },
    ]);
    const attachmentId = ticket.messages[0]!.attachments[0]!.id;
    for (const url of [
      pathWith(P.ticket, { id: ticket.id }),
      pathWith(P.attachment, { id: ticket.id, attachmentId }),
    ]) {
      const res = await app.inject({ method: 'GET', url, headers: other.headers });
      expect(res.statusCode, url).toBe(404);
    }
    const reply = await app.inject({
      method: 'POST',
      url: pathWith(P.messages, { id: ticket.id }),
      headers: other.headers,
      payload: { text: 'hello' },
    });
    expect(reply.statusCode).toBe(404);
    const guest = await app.inject({ method: 'GET', url: P.tickets });
    expect(guest.statusCode).toBe(401);
    const mine = await app.inject({ method: 'GET', url: P.tickets, headers: other.headers });
    expect(supportTicketListSchema.parse(mine.json()).items).toEqual([]);
  });

  it('attachments: types are read from the bytes; the owner downloads them back with that type', async () => {
    const me = await registerAndSignIn(app);
    const ticket = await open(me, {}, [
      // A PDF named like a picture is stored and answered as the PDF it is.
      { name: 'file', value: PDF, filename: '../../statement.png', type: 'image/png' },
      { name: 'file', value: PNG, filename: 'screen.png', type: 'image/png' },
    ]);
    const [pdf, png] = ticket.messages[0]!.attachments;
    expect(pdf).toMatchObject({ name: 'statement.pdf', type: 'application/pdf', size: PDF.length });
    expect(png).toMatchObject({ name: 'screen.png', type: 'image/png' });
    const res = await app.inject({
      method: 'GET',
      url: pathWith(P.attachment, { id: ticket.id, attachmentId: pdf!.id }),
      headers: me.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('attachment; filename="statement.pdf"');
    expect(res.rawPayload.equals(PDF)).toBe(true);
  });

  it('a program renamed to .png, an oversize file and a fourth file are refused with 4xx; nothing is opened', async () => {
    const me = await registerAndSignIn(app);
    const send = async (files: Part[]) => {
      const body = form([
        ...fields({ topicId: 5, subTopicId: 51, subject: 'Files', text: 'See the files' }),
        ...files,
      ]);
      return app.inject({
        method: 'POST',
        url: P.tickets,
        headers: { ...me.headers, 'content-type': body.contentType },
        payload: body.payload,
      });
    };
    const exe = await send([{ name: 'file', value: EXE, filename: 'photo.png', type: 'image/png' }]);
    expect(exe.statusCode).toBe(415);
    expect(apiErrorSchema.parse(exe.json()).message).toMatch(/PNG or JPEG pictures or PDF/);

    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const oversize = await send([{ name: 'file', value: big, filename: 'big.png', type: 'image/png' }]);
    expect(oversize.statusCode).toBe(413);

    const four = await send(
      [1, 2, 3, 4].map((n) => ({ name: 'file', value: PNG, filename: `${n}.png`, type: 'image/png' })),
    );
    expect(four.statusCode).toBe(413);

    const list = await app.inject({ method: 'GET', url: P.tickets, headers: me.headers });
    expect(supportTicketListSchema.parse(list.json()).items).toEqual([]);
  });

  it('bad input answers 400 with the field named', async () => {
    const me = await registerAndSignIn(app);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ topicId: 4, subTopicId: 11, subject: 's', text: 't' }, /subTopicId/],
      [{ topicId: 9, subTopicId: 91, subject: 's', text: 't' }, /subTopicId/],
      [{ topicId: 4, subTopicId: 41, subject: 's', text: '   ' }, /text/],
      [{ topicId: 4, subTopicId: 41, subject: '', text: 't' }, /subject/],
      [{ topicId: 1, subTopicId: 11, subject: 's', text: 't' }, /transactionId/],
      [{ topicId: 4, subTopicId: 41, subject: 's', text: 't', extra: 1 }, /extra/],
      [{ topicId: 4, subTopicId: 41, subject: 's', text: 'x'.repeat(4001) }, /text/],
    ];
    for (const [payload, field] of cases) {
      const res = await app.inject({ method: 'POST', url: P.tickets, headers: me.headers, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(apiErrorSchema.parse(res.json()).message).toMatch(field);
    }
    const notJson = await app.inject({
      method: 'POST',
      url: P.tickets,
      headers: { ...me.headers, 'content-type': 'application/json' },
      payload: '[1,2]',
    });
    expect(notJson.statusCode).toBe(400);
    const badId = await app.inject({
      method: 'GET',
      url: '/web-api/support/tickets/abc',
      headers: me.headers,
    });
    expect(badId.statusCode).toBe(400);
    const noCsrf = await app.inject({
      method: 'POST',
      url: P.tickets,
      headers: { cookie: me.headers.cookie! },
      payload: { topicId: 4, subTopicId: 41, subject: 's', text: 't' },
    });
    expect(noCsrf.statusCode).toBe(403);
  });

  it("a request about a payment links the player's own payment; another player's payment is 404", async () => {
    const me = await registerAndSignIn(app, { currency_id: 2 });
    const other = await registerAndSignIn(app, { currency_id: 2 });
    const balance = await getBalance(app, me.headers);
    const created = await createPayment(app, me.headers, 'deposits', {
      accountId: balance.active_account_id,
      amount: 5000,
    });
    const payment = paymentCreatedSchema.parse(created.json()).payment;

    const ticket = await open(me, {
      topicId: 1,
      subTopicId: 11,
      subject: 'Deposit not credited',
      transactionId: payment.id,
    });
    expect(ticket.transaction).toMatchObject({ id: payment.id, type: 'deposit', amount: 5000 });

    const payments = await app.inject({
      method: 'GET',
      url: `${P.tickets}?payments=true`,
      headers: me.headers,
    });
    expect(supportTicketListSchema.parse(payments.json()).items.map((t) => t.id)).toEqual([ticket.id]);

    const foreign = await app.inject({
      method: 'POST',
      url: P.tickets,
      headers: other.headers,
      payload: { topicId: 1, subTopicId: 11, subject: 's', text: 't', transactionId: payment.id },
    });
    expect(foreign.statusCode).toBe(404);
    const wrongDirection = await app.inject({
      method: 'POST',
      url: P.tickets,
      headers: me.headers,
      payload: { topicId: 2, subTopicId: 21, subject: 's', text: 't', transactionId: payment.id },
    });
    expect(wrongDirection.statusCode).toBe(400);
  });

  it("an operator's reply changes the status and reaches the player's push channel; the player sees it unread once", async () => {
    const me = await registerAndSignIn(app);
    const ticket = await open(me);

    const messages: PushServerMessage[] = [];
    const waiters: (() => void)[] = [];
    const ws = await app.injectWS(
      SPORTSBOOK_PATHS.push,
      { headers: { cookie: me.headers.cookie! } },
      {
        onInit: (socket) =>
          socket.on('message', (raw: Buffer) => {
            messages.push(pushServerMessageSchema.parse(JSON.parse(raw.toString())));
            for (const w of waiters.splice(0)) w();
          }),
      },
    );
    const next = (type: PushServerMessage['type']) =>
      new Promise<PushServerMessage>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${type} in time`)), 5000);
        const check = () => {
          const found = messages.find((m) => m.type === type);
          if (found) {
            clearTimeout(timer);
            resolve(found);
          } else waiters.push(check);
        };
        check();
      });
    try {
      ws.send(JSON.stringify({ type: 'subscribe', support: true }));
      expect(await next('subscribed')).toMatchObject({ support: true });

      const answered = await support.operatorReply(
        'Anna',
        ticket.id,
        'We are checking it',
        'awaiting_player',
      );
      expect(answered.status).toBe('awaiting_player');
      const pushed = await next('support');
      expect(pushed).toEqual({
        type: 'support',
        ticketId: ticket.id,
        status: 'awaiting_player',
        messageId: answered.messages.at(-1)!.id,
      });
    } finally {
      ws.terminate();
    }

    const list = await app.inject({ method: 'GET', url: P.tickets, headers: me.headers });
    expect(supportTicketListSchema.parse(list.json()).items[0]).toMatchObject({
      status: 'awaiting_player',
      unread: 1,
    });
    const read = await app.inject({
      method: 'GET',
      url: pathWith(P.ticket, { id: ticket.id }),
      headers: me.headers,
    });
    expect(supportTicketDetailSchema.parse(read.json()).messages.at(-1)).toMatchObject({
      author: 'operator',
      authorName: 'Anna',
      text: 'We are checking it',
    });
    const again = await app.inject({ method: 'GET', url: P.tickets, headers: me.headers });
    expect(supportTicketListSchema.parse(again.json()).items[0]!.unread).toBe(0);

    // The player's reply sends it back to support.
    const reply = await app.inject({
      method: 'POST',
      url: pathWith(P.messages, { id: ticket.id }),
      headers: me.headers,
      payload: { text: 'Here is the slip' },
    });
    expect(supportTicketDetailSchema.parse(reply.json()).status).toBe('open');
  });

  it('a guest socket follows no support tickets', async () => {
    const ws = await app.injectWS(SPORTSBOOK_PATHS.push);
    try {
      const answer = new Promise<PushServerMessage>((resolve) =>
        ws.on('message', (raw: Buffer) => {
          const m = pushServerMessageSchema.parse(JSON.parse(raw.toString()));
          if (m.type === 'subscribed') resolve(m);
        }),
      );
      ws.send(JSON.stringify({ type: 'subscribe', support: true }));
      expect(await answer).toMatchObject({ support: false });
    } finally {
      ws.terminate();
    }
  });

  it('the demo operator answers a waiting ticket in its language after the delay, once', async () => {
    const me = await registerAndSignIn(app);
    const ticket = await open(me, { lng: 'de' });
    expect(await answerDue(support, { now: () => clock }, 5000)).toBe(0);
    clock += 6000;
    expect(await answerDue(support, { now: () => clock }, 5000)).toBeGreaterThanOrEqual(1);
    expect(await answerDue(support, { now: () => clock }, 5000)).toBe(0);
    const read = await app.inject({
      method: 'GET',
      url: pathWith(P.ticket, { id: ticket.id }),
      headers: me.headers,
    });
    const answered = supportTicketDetailSchema.parse(read.json());
    expect(answered.status).toBe('answered');
    expect(answered.messages.at(-1)).toMatchObject({ author: 'operator', authorName: DEMO_OPERATOR_NAME });
    expect(answered.messages.at(-1)!.text).toMatch(/^Hallo!/);
  });

  it("operators: the open tickets, a reply that sets the status and reaches the player, a status change, the player's files", async () => {
    const operator = { authorization: `Bearer ${DEMO_OPERATOR_TOKEN}` };
    const me = await registerAndSignIn(app);
    const ticket = await open(me, { subject: 'Operator test' }, [
      { name: 'file', value: PDF, filename: 'statement.pdf', type: 'application/pdf' },
    ]);

    for (const headers of [{}, me.headers, { authorization: 'Bearer not-an-operator-token-at-all' }]) {
      const res = await app.inject({ method: 'GET', url: P.operatorTickets, headers });
      expect(res.statusCode).toBe(401);
    }

    const list = await app.inject({ method: 'GET', url: P.operatorTickets, headers: operator });
    expect(list.statusCode).toBe(200);
    const waiting = supportOperatorListSchema.parse(list.json()).items.find((t) => t.id === ticket.id);
    expect(waiting).toMatchObject({ playerId: me.playerId, status: 'open', subject: 'Operator test' });

    const file = await app.inject({
      method: 'GET',
      url: pathWith(P.operatorAttachment, {
        id: ticket.id,
        attachmentId: ticket.messages[0]!.attachments[0]!.id,
      }),
      headers: operator,
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);

    const body = form([
      ...fields({ text: 'Please send a screenshot', status: 'awaiting_player' }),
      {
        name: 'file',
        value: PNG,
        filename: 'where.png',
        type: 'image/png',
      },
    ]);
    const reply = await app.inject({
      method: 'POST',
      url: pathWith(P.operatorMessages, { id: ticket.id }),
      headers: { ...operator, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(reply.statusCode, reply.body).toBe(201);
    const answered = supportOperatorTicketDetailSchema.parse(reply.json());
    expect(answered.status).toBe('awaiting_player');
    expect(answered.messages.at(-1)).toMatchObject({ author: 'operator', authorName: DEMO_OPERATOR_NAME });

    // The player sees the answer, its file and the status.
    const read = await app.inject({
      method: 'GET',
      url: pathWith(P.ticket, { id: ticket.id }),
      headers: me.headers,
    });
    const seen = supportTicketDetailSchema.parse(read.json());
    expect(seen.status).toBe('awaiting_player');
    expect(seen.messages.at(-1)).toMatchObject({
      text: 'Please send a screenshot',
      attachments: [expect.objectContaining({ name: 'where.png', type: 'image/png' })],
    });

    const bad = await app.inject({
      method: 'POST',
      url: pathWith(P.operatorStatus, { id: ticket.id }),
      headers: operator,
      payload: { status: 'solved' },
    });
    expect(bad.statusCode).toBe(400);
    const closed = await app.inject({
      method: 'POST',
      url: pathWith(P.operatorStatus, { id: ticket.id }),
      headers: operator,
      payload: { status: 'closed' },
    });
    expect(closed.statusCode).toBe(200);
    const mine = await app.inject({ method: 'GET', url: P.tickets, headers: me.headers });
    expect(supportTicketListSchema.parse(mine.json()).items[0]).toMatchObject({
      id: ticket.id,
      status: 'closed',
    });
    const missing = await app.inject({
      method: 'POST',
      url: pathWith(P.operatorMessages, { id: 999_999 }),
      headers: operator,
      payload: { text: 'hello' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('at most 20 requests of a player are open at once', async () => {
    const me = await registerAndSignIn(app);
    for (let i = 0; i < 20; i += 1) await open(me, { subject: `Question ${i}` });
    const payload = { topicId: 5, subTopicId: 51, subject: 'One more', text: 'One more question' };
    const refused = await app.inject({ method: 'POST', url: P.tickets, headers: me.headers, payload });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'too_many_open' });
    const list = await app.inject({ method: 'GET', url: P.tickets, headers: me.headers });
    const first = supportTicketListSchema.parse(list.json()).items[0]!;
    await app.inject({ method: 'POST', url: pathWith(P.close, { id: first.id }), headers: me.headers });
    const again = await app.inject({ method: 'POST', url: P.tickets, headers: me.headers, payload });
    expect(again.statusCode).toBe(201);
  });
});
