import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDENTITY_PATHS } from '@betline/contracts/paths';
import type { UserConfig } from '../../api/types';

import { apiStubs, renderApp, stubSiteConfig, userConfigFixture, testStores } from '../../test/app';

const SLOW = { timeout: 15_000 };
const CURRENT = 'a'.repeat(64);
const OTHER = 'b'.repeat(64);
const THIRD = 'c'.repeat(64);

function session(id: string, current: boolean, userAgent: string | null) {
  return {
    id,
    current,
    method: 'password',
    createdAt: '2026-11-20T08:00:00.000Z',
    lastSeenAt: '2026-11-23T08:00:00.000Z',
    expiresAt: '2026-12-20T08:00:00.000Z',
    ip: '203.0.113.5',
    userAgent,
  };
}

let config: UserConfig;

beforeEach(() => {
  stubSiteConfig();
  testStores().user.userId = 7;
  config = userConfigFixture();
  apiStubs.set(`GET ${IDENTITY_PATHS.userConfig}`, () => ({ status: 200, data: config }));
  apiStubs.set(`GET ${IDENTITY_PATHS.sessions}`, () => ({
    status: 200,
    data: { data: [session(CURRENT, true, 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0')] },
  }));
});

describe('office-security', { timeout: 30_000 }, () => {
  it.each([
    [30, 'Weak', 'ACC-016'],
    [31, 'Fair', 'ACC-017'],
    [69, 'Fair', 'ACC-017'],
    [70, 'Good', 'ACC-018'],
    [99, 'Good', 'ACC-018'],
    [100, 'Full', 'ACC-019'],
  ])('ACC-016 ACC-017 ACC-018 ACC-019 level %i shows "%s" (%s)', async (level, status) => {
    config = userConfigFixture({ protection_level: level });
    renderApp('/en/office/security');
    const section = (await screen.findByRole('heading', { name: 'Protection level' }, SLOW)).closest(
      'section',
    )!;
    expect(await within(section).findByText(`Level ${level} of 100`)).toBeInTheDocument();
    expect(within(section).getByText(status)).toBeInTheDocument();
  });

  it('ACC-014 lists the protection methods as on or off', async () => {
    config = userConfigFixture({
      protection_methods: {
        is_changed_password: false,
        enable_two_factor_auth: true,
        enable_phone_binding: false,
        enable_security_question: false,
        enable_email_auth: true,
      },
    });
    renderApp('/en/office/security');
    const list = await screen.findByRole('list', { name: 'Ways your account is protected' }, SLOW);
    const item = (name: string) => within(list).getByText(name).closest('li')!;
    expect(within(item('Two-step sign-in')).getByText('On')).toBeInTheDocument();
    expect(within(item('E-mail confirmed')).getByText('On')).toBeInTheDocument();
    expect(within(item('Security question')).getByText('Off')).toBeInTheDocument();
  });

  it('changes the password with the current one; a wrong current password is told', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    apiStubs.set(`POST ${IDENTITY_PATHS.changePassword}`, (request) => {
      bodies.push(request.body);
      return bodies.length === 1
        ? {
            status: 401,
            data: { statusCode: 401, error: 'Unauthorized', message: 'wrong', code: 'invalid_credentials' },
          }
        : { status: 200, data: { ok: true } };
    });
    renderApp('/en/office/security');
    const form = await screen.findByRole('form', { name: 'Password' }, SLOW);
    await user.type(within(form).getByLabelText(/^Current password/), 'old-pass1');
    await user.type(within(form).getByLabelText(/^New password\*?$/), 'newpass12');
    await user.type(within(form).getByLabelText(/^New password again/), 'newpass13');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('The two passwords are different.')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    await user.clear(within(form).getByLabelText(/^New password again/));
    await user.type(within(form).getByLabelText(/^New password again/), 'newpass12');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('The current password is wrong.')).toBeInTheDocument();
    expect(bodies[0]).toEqual({ currentPassword: 'old-pass1', newPassword: 'newpass12' });
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    await waitFor(() => expect(within(form).getByLabelText(/^Current password/)).toHaveValue(''));
  });

  it('two-step setup shows the QR code and the key, and is turned on with a code', async () => {
    const user = userEvent.setup();
    const codes: unknown[] = [];
    apiStubs.set(`POST ${IDENTITY_PATHS.twoStepSetup}`, () => ({
      status: 200,
      data: {
        secret: 'JBSWY3DPEHPK3PXP',
        otpauthUrl: 'otpauth://totp/Betline:player?secret=JBSWY3DPEHPK3PXP&issuer=Betline',
      },
    }));
    apiStubs.set(`POST ${IDENTITY_PATHS.twoStepEnable}`, (request) => {
      codes.push(request.body);
      if (codes.length === 1) {
        return {
          status: 400,
          data: { statusCode: 400, error: 'Bad Request', message: 'wrong code', code: 'wrong_code' },
        };
      }
      config = userConfigFixture({
        protection_methods: { ...config.protection_methods, enable_two_factor_auth: true },
      });
      return { status: 200, data: { ok: true } };
    });
    renderApp('/en/office/security');
    await user.click(await screen.findByRole('button', { name: 'Set up two-step sign-in' }, SLOW));
    const qr = await screen.findByRole(
      'img',
      { name: 'QR code to add Betline to your authenticator app' },
      SLOW,
    );
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Code from the app'), '123456');
    expect(await screen.findByText('Wrong code. Check it and try again.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Code from the app'));
    await user.type(screen.getByLabelText('Code from the app'), '654321');
    expect(await screen.findByText(/Two-step sign-in is on\. To turn it off/)).toBeInTheDocument();
    expect(codes).toEqual([{ code: '123456' }, { code: '654321' }]);
  }, 30_000);

  it('signs out one other device, and everywhere else', async () => {
    const user = userEvent.setup();
    let sessions = [
      session(CURRENT, true, 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0'),
      session(OTHER, false, 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1'),
      session(THIRD, false, 'Mozilla/5.0 (Windows NT 10.0) Chrome/140.0 Safari/537.36'),
    ];
    const revoked: string[] = [];
    apiStubs.set(`GET ${IDENTITY_PATHS.sessions}`, () => ({ status: 200, data: { data: sessions } }));
    for (const id of [OTHER, THIRD]) {
      apiStubs.set(`DELETE ${IDENTITY_PATHS.sessions}/${id}`, () => {
        revoked.push(id);
        sessions = sessions.filter((each) => each.id !== id);
        return { status: 200, data: { ok: true } };
      });
    }
    renderApp('/en/office/security');
    expect(await screen.findByText('Safari on iOS', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByText('This device')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out Safari on iOS' }));
    await waitFor(() => expect(screen.queryByText('Safari on iOS')).toBeNull());
    expect(revoked).toEqual([OTHER]);
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    await waitFor(() => expect(revoked).toEqual([OTHER, THIRD]));
    expect(await screen.findByText('You are signed in only on this device.')).toBeInTheDocument();
  }, 30_000);
});
