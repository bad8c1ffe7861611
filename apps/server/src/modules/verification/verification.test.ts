import { describe, expect, it } from 'vitest';
import {
  IDENTITY_PATHS,
  VERIFICATION_MAX_FILE_BYTES,
  VERIFICATION_PATHS as P,
  VERIFICATION_REQUIRED_CODE,
  pathWith,
  userConfigSchema,
  verificationStateSchema,
  verificationUploadAnswerSchema,
} from '@betline/contracts';
import type { App } from '../../app';
import { drivers, useSeededApp } from '../../test/databases';
import { registerAndSignIn, type SignedInPlayer } from '../../test/players';
import { DEMO_OPERATOR_TOKEN } from '../operator/seed';
import { createPayment, deposit, getBalance } from '../wallet/testing';
import { createVerificationService } from './service';
import { sniffFileType } from './files';

const USD = 2;
const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);
const PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n', 'latin1');
/** A Windows executable's first bytes ("MZ"). */
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(64)]);
const operator = { authorization: `Bearer ${DEMO_OPERATOR_TOKEN}` };

/** A multipart body: the `kind` field, then the file. */
function multipart(kind: string, fileName: string, content: Buffer, contentType = 'image/jpeg') {
  const boundary = `----betline${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(app: App, me: SignedInPlayer, kind: string, fileName: string, content: Buffer) {
  const body = multipart(kind, fileName, content);
  return app.inject({
    method: 'POST',
    url: P.documents,
    headers: { ...me.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

async function state(app: App, me: SignedInPlayer) {
  const res = await app.inject({ method: 'GET', url: P.state, headers: me.headers });
  expect(res.statusCode).toBe(200);
  return verificationStateSchema.parse(res.json());
}

const decide = (app: App, playerId: number, payload: object, headers: Record<string, string> = operator) =>
  app.inject({
    method: 'POST',
    url: pathWith(P.operatorDecision, { playerId }),
    headers,
    payload,
  });

describe('sniffFileType', () => {
  it('tells JPEG, PNG and PDF by their first bytes, nothing else', () => {
    expect(sniffFileType(JPEG)).toBe('image/jpeg');
    expect(sniffFileType(PNG)).toBe('image/png');
    expect(sniffFileType(PDF)).toBe('application/pdf');
    expect(sniffFileType(EXE)).toBeNull();
    expect(sniffFileType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffFileType(Buffer.alloc(0))).toBeNull();
  });
});

describe.each(drivers)('verification on $name', (driver) => {
  const ctx = useSeededApp(driver);

  it('ACC-011 a new player is not verified; an upload is stored, listed and under review in the user config', async () => {
    const { app } = ctx;
    const me = await registerAndSignIn(app, { currency_id: USD });
    const before = await state(app, me);
    expect(before).toMatchObject({ status: 0, requested: [], documents: [], currency: 'USD' });
    // US$1,000 (1 000 payment units) in cents.
    expect(before.withdrawalThreshold).toBe(100_000);

    const res = await upload(app, me, 'identity', 'passport.jpg', JPEG);
    expect(res.statusCode).toBe(201);
    const answer = verificationUploadAnswerSchema.parse(res.json());
    expect(answer.status).toBe(1);
    expect(answer.document).toMatchObject({
      kind: 'identity',
      fileName: 'passport.jpg',
      mimeType: 'image/jpeg',
      size: JPEG.length,
      status: 'pending',
    });

    const pdf = await upload(app, me, 'address', 'bill.pdf', PDF);
    expect(pdf.statusCode).toBe(201);
    const after = await state(app, me);
    expect(after.status).toBe(1);
    expect(after.documents.map((d) => [d.kind, d.mimeType])).toEqual([
      ['address', 'application/pdf'],
      ['identity', 'image/jpeg'],
    ]);

    const file = await app.inject({
      method: 'GET',
      url: pathWith(P.documentFile, { id: answer.document.id }),
      headers: me.headers,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.rawPayload.equals(JPEG)).toBe(true);

    const config = await app.inject({ method: 'GET', url: IDENTITY_PATHS.userConfig, headers: me.headers });
    expect(userConfigSchema.parse(config.json())).toMatchObject({
      verification_status: 1,
      verification_types: [],
      requested_additional_document: [],
    });
  });

  it('refuses an executable renamed .jpg (415), a file over 10 MB (413), an unknown kind (400), no session (401)', async () => {
    const { app } = ctx;
    const me = await registerAndSignIn(app, { currency_id: USD });

    const exe = await upload(app, me, 'identity', 'passport.jpg', EXE);
    expect(exe.statusCode).toBe(415);
    expect(exe.json()).toMatchObject({
      code: 'unsupported_file_type',
      message: expect.stringMatching(/JPEG, PNG or PDF/),
    });

    const big = Buffer.concat([JPEG, Buffer.alloc(VERIFICATION_MAX_FILE_BYTES + 1 - JPEG.length)]);
    const oversize = await upload(app, me, 'identity', 'huge.jpg', big);
    expect(oversize.statusCode).toBe(413);
    expect(oversize.json()).toMatchObject({
      code: 'file_too_large',
      message: expect.stringMatching(/10 MB/),
    });

    const kind = await upload(app, me, 'diploma', 'a.png', PNG);
    expect(kind.statusCode).toBe(400);
    expect(kind.json().message).toMatch(/kind/);

    const json = await app.inject({
      method: 'POST',
      url: P.documents,
      headers: me.headers,
      payload: { kind: 'identity' },
    });
    expect(json.statusCode).toBe(415);

    const body = multipart('identity', 'a.png', PNG);
    const guest = await app.inject({
      method: 'POST',
      url: P.documents,
      headers: { 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(guest.statusCode).toBe(401);

    // Nothing was stored by the refusals.
    expect((await state(app, me)).documents).toEqual([]);
  });

  it("another player's document is not reachable (404), nor the operator API with a player's session (401)", async () => {
    const { app } = ctx;
    const owner = await registerAndSignIn(app, { currency_id: USD });
    const other = await registerAndSignIn(app, { currency_id: USD });
    const created = verificationUploadAnswerSchema.parse(
      (await upload(app, owner, 'selfie', 'me.png', PNG)).json(),
    );
    const url = pathWith(P.documentFile, { id: created.document.id });
    expect((await app.inject({ method: 'GET', url, headers: other.headers })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await state(app, other)).documents).toEqual([]);

    const asPlayer = await decide(app, owner.playerId, { decision: 'approve' }, owner.headers);
    expect(asPlayer.statusCode).toBe(401);
    expect((await state(app, owner)).status).toBe(1);
  });

  it('the operator approves (status 2, types listed), rejects with a reason (3), asks for another document (4)', async () => {
    const { app } = ctx;
    const me = await registerAndSignIn(app, { currency_id: USD });

    // Nothing under review yet: nothing to decide.
    expect((await decide(app, me.playerId, { decision: 'approve' })).statusCode).toBe(409);
    expect((await decide(app, 999_999, { decision: 'approve' })).statusCode).toBe(404);
    expect((await decide(app, me.playerId, { decision: 'reject' })).statusCode).toBe(400);

    await upload(app, me, 'identity', 'id.png', PNG);
    const rejected = await decide(app, me.playerId, { decision: 'reject', reason: 'The photo is blurred' });
    expect(rejected.statusCode).toBe(200);
    const afterReject = await state(app, me);
    expect(afterReject).toMatchObject({ status: 3, note: 'The photo is blurred' });
    expect(afterReject.documents[0]).toMatchObject({ status: 'rejected', reason: 'The photo is blurred' });

    await upload(app, me, 'identity', 'id-sharp.png', PNG);
    expect((await state(app, me)).status).toBe(1);
    const approved = await decide(app, me.playerId, { decision: 'approve' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ playerId: me.playerId, status: 2 });

    const asked = await app.inject({
      method: 'POST',
      url: pathWith(P.operatorRequest, { playerId: me.playerId }),
      headers: operator,
      payload: { kind: 'payment', reason: 'A photo of the card you pay with' },
    });
    expect(asked.statusCode).toBe(200);
    const config = userConfigSchema.parse(
      (await app.inject({ method: 'GET', url: IDENTITY_PATHS.userConfig, headers: me.headers })).json(),
    );
    expect(config).toMatchObject({
      verification_status: 4,
      verification_types: [1],
      requested_additional_document: ['payment'],
    });
    // A verified player sends only what was asked for.
    expect((await upload(app, me, 'selfie', 'me.png', PNG)).statusCode).toBe(201);
    expect((await state(app, me)).requested).toEqual(['payment']);
    await upload(app, me, 'payment', 'card.jpg', JPEG);
    expect(await state(app, me)).toMatchObject({ status: 1, requested: [], note: null });
  });

  it('withdrawals above the threshold in total are refused (403 verification_required) until the player is verified', async () => {
    const { app } = ctx;
    const me = await registerAndSignIn(app, { currency_id: USD });
    const main = (await getBalance(app, me.headers)).all_accounts.find((a) => a.type === 0)!.id;
    await deposit(app, me.headers, main, 300_000);

    const refused = await createPayment(app, me.headers, 'withdrawals', { accountId: main, amount: 150_000 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: VERIFICATION_REQUIRED_CODE, threshold: 100_000 });
    // Up to the threshold goes through.
    const small = await createPayment(app, me.headers, 'withdrawals', { accountId: main, amount: 100_000 });
    expect(small.statusCode).toBe(201);
    // Counted in total: the threshold is not passed by in small pieces.
    const piece = await createPayment(app, me.headers, 'withdrawals', { accountId: main, amount: 1_000 });
    expect(piece.statusCode).toBe(403);
    expect(piece.json()).toMatchObject({ code: VERIFICATION_REQUIRED_CODE });

    await upload(app, me, 'identity', 'id.jpg', JPEG);
    // Under review is not verified.
    expect(
      (await createPayment(app, me.headers, 'withdrawals', { accountId: main, amount: 150_000 })).statusCode,
    ).toBe(403);
    await decide(app, me.playerId, { decision: 'approve' });
    const allowed = await createPayment(app, me.headers, 'withdrawals', { accountId: main, amount: 150_000 });
    expect(allowed.statusCode).toBe(201);
  });

  it('the demo approves documents under review once their delay has passed, not before', async () => {
    const { app, database } = ctx;
    const me = await registerAndSignIn(app, { currency_id: USD });
    await upload(app, me, 'identity', 'id.jpg', JPEG);
    const service = createVerificationService({ db: database.db, currencyIsoOf: async () => 'USD' });
    const uploadedAt = Date.now();
    expect(await service.approveDue(new Date(uploadedAt - 60_000))).toBe(0);
    expect((await state(app, me)).status).toBe(1);
    expect(await service.approveDue(new Date(uploadedAt + 1_000))).toBeGreaterThanOrEqual(1);
    expect((await state(app, me)).status).toBe(2);
  });
});
