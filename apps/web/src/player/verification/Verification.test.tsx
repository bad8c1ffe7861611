import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VerificationDocument, VerificationState } from '@betline/contracts';
import {
  IDENTITY_PATHS,
  LIMIT_PATHS,
  VERIFICATION_PATHS,
  VERIFICATION_REQUIRED_CODE,
  WALLET_PATHS,
} from '@betline/contracts/paths';
import type { TransportRequest } from '../../api/transport';
import {
  apiStubs,
  renderApp,
  siteConfigFixture,
  stubSiteConfig,
  testStores,
  userConfigFixture,
} from '../../test/app';

function document(overrides: Partial<VerificationDocument> = {}): VerificationDocument {
  return {
    id: 1,
    kind: 'identity',
    fileName: 'passport.jpg',
    mimeType: 'image/jpeg',
    size: 120_000,
    status: 'pending',
    reason: null,
    uploadedAt: '2026-11-20T09:30:00.000Z',
    decidedAt: null,
    ...overrides,
  };
}

function state(overrides: Partial<VerificationState> = {}): VerificationState {
  return {
    status: 0,
    requested: [],
    note: null,
    documents: [],
    withdrawalThreshold: 100_000,
    currency: 'EUR',
    ...overrides,
  };
}

/** A fake server of the verification API: the state, and uploads that add a pending document to it. */
function stubVerification(initial: VerificationState) {
  let current = initial;
  const uploads: { kind: unknown; file: File }[] = [];
  let release: (() => void) | undefined;
  apiStubs.set(`GET ${VERIFICATION_PATHS.state}`, () => ({ status: 200, data: current }));
  apiStubs.set(`POST ${VERIFICATION_PATHS.documents}`, async (request: TransportRequest) => {
    const form = request.body as FormData;
    const file = form.get('file') as File;
    const kind = form.get('kind');
    uploads.push({ kind, file });
    // Held until the test lets it finish (the progress shows meanwhile).
    await new Promise<void>((resolve) => {
      release = resolve;
    });
    // The server tells the type by the first bytes: "MZ" is a Windows executable.
    const head = new Uint8Array(await file.arrayBuffer()).slice(0, 2);
    if (head[0] === 0x4d && head[1] === 0x5a) {
      return {
        status: 415,
        data: {
          statusCode: 415,
          error: 'Unsupported Media Type',
          message: 'Only JPEG, PNG or PDF files are accepted',
          code: 'unsupported_file_type',
        },
      };
    }
    const created = document({
      id: current.documents.length + 10,
      kind: kind as VerificationDocument['kind'],
      fileName: file.name,
      mimeType: 'image/png',
      size: file.size,
      uploadedAt: '2026-11-29T10:00:00.000Z',
    });
    current = { ...current, status: 1, requested: [], documents: [created, ...current.documents] };
    return { status: 201, data: { document: created, status: 1 } };
  });
  return { uploads, finish: () => release?.() };
}

const png = (name = 'passport.png', size = 2_000) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' });

beforeEach(() => {
  stubSiteConfig();
  testStores().user.userId = 7;
});

describe('office-verification', { timeout: 30_000 }, () => {
  it('shows the status, the threshold and an upload per kind; a sent file shows progress, then is listed under review', async () => {
    const user = userEvent.setup();
    const server = stubVerification(state());
    renderApp('/en/office/verification');
    expect(await screen.findByText('Not verified')).toBeInTheDocument();
    expect(
      screen.getByText('Until you are verified, your withdrawals together can be at most €1,000.00.'),
    ).toBeInTheDocument();
    expect(screen.getByText('You have not sent any documents yet.')).toBeInTheDocument();
    for (const kind of [
      'Passport or ID card',
      'Proof of address',
      'Payment method',
      'Selfie with your document',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: kind })).toBeInTheDocument();
    }

    await user.upload(screen.getByLabelText('File: Passport or ID card'), png());
    await user.click(screen.getByRole('button', { name: 'Send the file for: Passport or ID card' }));
    expect(await screen.findByText('Sending passport.png: 0 %')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Sending passport.png: 0 %' })).toBeInTheDocument();
    expect(server.uploads).toHaveLength(1);
    expect(server.uploads[0]!.kind).toBe('identity');
    expect(server.uploads[0]!.file.name).toBe('passport.png');

    server.finish();
    expect(await screen.findByText('passport.png is sent. We will check it soon.')).toBeInTheDocument();
    // The state is read again: under review, the document listed with its status.
    expect(await screen.findByText('Documents under review')).toBeInTheDocument();
    const row = screen.getByTestId('document-10');
    expect(within(row).getByRole('link', { name: 'Open passport.png' })).toHaveAttribute(
      'href',
      '/web-api/verification/documents/10/file',
    );
    expect(within(row).getByText('Under review')).toBeInTheDocument();
  });

  it('refuses a file over 10 MB before sending it, and shows the server refusing a file that is not an image or PDF', async () => {
    const user = userEvent.setup();
    const server = stubVerification(state());
    renderApp('/en/office/verification');
    const input = await screen.findByLabelText('File: Proof of address');
    await user.upload(input, png('bill.png', 10 * 1024 * 1024 + 1));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText('The file is larger than 10 MB. Send a smaller photo or scan.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send the file for: Proof of address' }));
    expect(server.uploads).toHaveLength(0);

    // An executable renamed .jpg passes the browser's check (its type is what the name says); the server refuses it.
    const exe = new Uint8Array(64);
    exe.set([0x4d, 0x5a]);
    await user.upload(input, new File([exe], 'bill.jpg', { type: 'image/jpeg' }));
    await user.click(screen.getByRole('button', { name: 'Send the file for: Proof of address' }));
    await waitFor(() => expect(server.uploads).toHaveLength(1));
    server.finish();
    expect(await screen.findByText('Only JPEG, PNG or PDF files are accepted.')).toBeInTheDocument();
    expect(server.uploads.map((each) => each.kind)).toEqual(['address']);
  });

  it('a rejection shows its reason; a request marks the requested kind; a verified player sees only what is asked', async () => {
    stubVerification(
      state({
        status: 4,
        requested: ['payment'],
        note: 'A photo of the card you pay with',
        documents: [
          document({ status: 'accepted' }),
          document({ id: 2, status: 'rejected', reason: 'Blurred' }),
        ],
      }),
    );
    renderApp('/en/office/verification');
    expect(await screen.findByText('Another document requested')).toBeInTheDocument();
    expect(screen.getByText('Our note: A photo of the card you pay with')).toBeInTheDocument();
    expect(screen.getByText('Requested: Payment method')).toBeInTheDocument();
    const payment = screen.getByRole('region', { name: /Payment method/ });
    expect(within(payment).getByText('Requested')).toBeInTheDocument();
    expect(within(screen.getByTestId('document-2')).getByText('Reason: Blurred')).toBeInTheDocument();
    expect(within(screen.getByTestId('document-1')).getByText('Accepted')).toBeInTheDocument();
  });

  it('a verified player: the status says so and no uploads are offered', async () => {
    stubVerification(state({ status: 2, documents: [document({ status: 'accepted' })] }));
    renderApp('/en/office/verification');
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Send a document' })).toBeNull();
    expect(screen.queryByText(/Until you are verified/)).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Verification' })).toHaveAttribute('aria-current', 'page'),
    );
  });
});

describe('office-identification', { timeout: 30_000 }, () => {
  it('ROUTE-031 shows the identity document on file and offers only the document and the selfie', async () => {
    stubSiteConfig((lang) => ({
      status: 200,
      data: siteConfigFixture({ lang: lang ?? 'en', isShowIdentification: true }),
    }));
    stubVerification(
      state({ documents: [document(), document({ id: 3, kind: 'address', fileName: 'bill.pdf' })] }),
    );
    testStores().user.config = userConfigFixture({ is_need_identification: true });
    apiStubs.set(`GET ${IDENTITY_PATHS.personalData}`, () => ({
      status: 200,
      data: {
        name: 'Anna',
        surname: 'Berg',
        middleName: null,
        birthDate: '1990-04-12',
        birthPlace: null,
        region: null,
        city: null,
        country: null,
        registrationAddress: null,
        passportNumber: '123456',
        passportSeries: 'AB',
        passportIssueDate: '2020-01-15',
        passportEndDate: null,
        documentTypeId: 1,
        passportIssuedBy: null,
        taxNumber: null,
        mainId: 7,
        activeId: 11,
        registrationDate: '2026-01-01T00:00:00.000Z',
        phone: null,
        email: 'anna@example.com',
        login: 'anna',
        currencyId: 3,
        countryId: 1,
      },
    }));
    renderApp('/en/office/identification');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your identity document' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Anna Berg')).toBeInTheDocument();
    expect(screen.getByText('AB 123456')).toBeInTheDocument();
    expect(screen.getByText('April 12, 1990')).toBeInTheDocument();
    expect(screen.getAllByText('Not given')).toHaveLength(2);
    expect(
      await screen.findByText('Your account needs identification: send a photo of the document below.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Passport or ID card' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Selfie with your document' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: 'Proof of address' })).toBeNull();
    // Only the identity documents are listed here.
    expect(screen.getByTestId('document-1')).toBeInTheDocument();
    expect(screen.queryByTestId('document-3')).toBeNull();
  });
});

describe('a withdrawal above the verification threshold', { timeout: 30_000 }, () => {
  it('says how much an unverified player may withdraw and links to verification', async () => {
    apiStubs.set(`GET ${IDENTITY_PATHS.userToken}`, () => ({
      status: 200,
      data: { token: 'limit-token', expiresAt: Math.floor(Date.now() / 1000) + 900 },
    }));
    apiStubs.set(`POST ${LIMIT_PATHS.ping}`, () => ({
      status: 200,
      data: { sessionEndsAt: null, realityCheckAt: null, approvalDue: [] },
    }));
    apiStubs.set(`GET ${WALLET_PATHS.paymentMethods}`, () => ({
      status: 200,
      data: {
        methods: [
          {
            id: 'card',
            name: 'Card',
            currencyId: 3,
            deposit: { min: 100, max: 500_000 },
            withdrawal: { min: 100, max: 500_000 },
          },
        ],
      },
    }));
    apiStubs.set(`POST ${WALLET_PATHS.withdrawals}`, () => ({
      status: 403,
      data: {
        statusCode: 403,
        error: 'Forbidden',
        message: 'Withdrawals above 1000.00 EUR need a verified identity',
        code: VERIFICATION_REQUIRED_CODE,
        threshold: 100_000,
      },
    }));
    const user = userEvent.setup();
    renderApp('/en/office/deduce');
    const field = await screen.findByLabelText(/^Amount \(EUR\)/, undefined, { timeout: 10_000 });
    await waitFor(() => expect(screen.getByLabelText(/^Method/)).toHaveValue('card'));
    await user.type(field, '1200');
    await user.click(screen.getByRole('button', { name: 'Request the withdrawal' }));
    expect(await screen.findByTestId('payment-error')).toHaveTextContent(
      'Withdrawals of more than €1,000.00 in total wait for your verification. Send your documents to verify your identity.',
    );
    expect(screen.getByRole('link', { name: 'Verify your identity' })).toHaveAttribute(
      'href',
      '/en/office/verification',
    );
  });
});
