import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { IDENTITY_PATHS } from '@betline/contracts/paths';
import { accountTextsReady } from '../i18n';
import { ensureUiTexts } from '../i18n/ui';

import { apiStubs, renderApp, renderWithStores, stubSiteConfig, testStores } from '../test/app';
import { PasswordReset, type RecoveryState } from './PasswordReset';

const SLOW = { timeout: 15_000 };
const TOKEN = 'T'.repeat(40);

function refusal(code: 'time_up' | 'wrong_code') {
  return { status: 400, data: { statusCode: 400, error: 'Bad Request', message: code, code } };
}

async function renderReset(token?: string) {
  await Promise.all([ensureUiTexts('en'), accountTextsReady('en')]);
  const states: RecoveryState[] = [];
  renderWithStores(
    <MemoryRouter>
      <PasswordReset lng="en" token={token} onStateChange={(state) => states.push(state)} />
    </MemoryRouter>,
  );
  return states;
}

beforeEach(() => {
  stubSiteConfig();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('password reset', { timeout: 30_000 }, () => {
  it('AUTH-027 by e-mail: the request form, then the "link sent" step', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    apiStubs.set(`POST ${IDENTITY_PATHS.passwordResetRequest}`, (request) => {
      bodies.push(request.body);
      return { status: 202, data: { sent: true } };
    });
    const states = await renderReset();
    await user.type(screen.getByLabelText(/E-mail of your account/), 'player@example.com');
    await user.click(screen.getByRole('button', { name: 'Send a link' }));
    // The step's own text (the live region may announce the same sentence).
    expect(
      (await screen.findAllByText(/If player@example.com belongs to an account/)).some(
        (node) => node.tagName === 'P',
      ),
    ).toBe(true);
    expect(bodies).toEqual([{ email: 'player@example.com' }]);
    expect(states).toEqual(['popup', 'code']);
  });

  it('AUTH-027 the link from the e-mail: new password, save; an expired link is an error with a way to ask again', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    apiStubs.set(`POST ${IDENTITY_PATHS.passwordResetLink}`, (request) => {
      bodies.push(request.body);
      return bodies.length === 1 ? refusal('time_up') : { status: 200, data: { ok: true } };
    });
    const states = await renderReset(TOKEN);
    await user.type(screen.getByLabelText(/^New password\*?$/), 'newpass12');
    await user.type(screen.getByLabelText(/^New password again/), 'newpass12');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText('This link has expired. Ask for a new one.')).toBeInTheDocument();
    expect(bodies).toEqual([{ token: TOKEN, password: 'newpass12' }]);
    expect(states).toEqual(['newPassword', 'save', 'error']);
    await user.click(screen.getByRole('button', { name: 'Ask for a new link' }));
    expect(await screen.findByRole('button', { name: 'Send a link' })).toBeInTheDocument();
    expect(states.at(-1)).toBe('popup');
  });

  it('AUTH-027 AUTH-035 by SMS: a wrong code before the deadline is "wrong code", then success', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    apiStubs.set(`POST ${IDENTITY_PATHS.sendSms}`, () => ({
      status: 200,
      data: { sent: true, expiresIn: 300 },
    }));
    apiStubs.set(`POST ${IDENTITY_PATHS.passwordResetSms}`, (request) => {
      bodies.push(request.body);
      return bodies.length === 1 ? refusal('wrong_code') : { status: 200, data: { ok: true } };
    });
    const states = await renderReset();
    await user.click(screen.getByRole('radio', { name: 'By SMS' }));
    await user.type(screen.getByLabelText(/^Phone number/), '+44 7700 900123');
    await user.click(screen.getByRole('button', { name: 'Send a code' }));
    await user.type(await screen.findByLabelText('Code from the SMS'), '111111');
    await user.type(await screen.findByLabelText(/^New password\*?$/), 'newpass12');
    await user.type(screen.getByLabelText(/^New password again/), 'newpass12');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText('Wrong code. Check it and try again.')).toBeInTheDocument();
    expect(bodies[0]).toEqual({ phone: '+447700900123', code: '111111', password: 'newpass12' });
    await user.type(screen.getByLabelText('Code from the SMS'), '222222');
    await user.type(await screen.findByLabelText(/^New password\*?$/), 'newpass12');
    await user.type(screen.getByLabelText(/^New password again/), 'newpass12');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(
      await screen.findByText('Your password is changed. Sign in with the new one.'),
    ).toBeInTheDocument();
    expect(states).toEqual([
      'popup',
      'code',
      'newPassword',
      'save',
      'code',
      'newPassword',
      'save',
      'success',
    ]);
  });

  it('AUTH-035 a code entered after its deadline is "time up" (no request), and a new code can be asked for', async () => {
    const user = userEvent.setup();
    let sent = 0;
    apiStubs.set(`POST ${IDENTITY_PATHS.sendSms}`, () => {
      sent += 1;
      return { status: 200, data: { sent: true, expiresIn: 60 } };
    });
    await renderReset();
    await user.click(screen.getByRole('radio', { name: 'By SMS' }));
    await user.type(screen.getByLabelText(/^Phone number/), '+44 7700 900123');
    await user.click(screen.getByRole('button', { name: 'Send a code' }));
    const input = await screen.findByLabelText('Code from the SMS');
    const start = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(start + 61_000);
    await user.type(input, '123456');
    // Beside the form, and read out by the announcer (its live region may already hold it too).
    expect(await screen.findAllByText('The code has expired. Request a new one.')).not.toHaveLength(0);
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    await waitFor(() => expect(sent).toBe(2));
  });

  it('AUTH-026 home with showForgotPasswordModal opens the reset modal for a guest', async () => {
    renderApp('/en?showForgotPasswordModal=1');
    expect(await screen.findByRole('dialog', { name: 'Reset your password' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send a link' })).toBeInTheDocument();
  }, 30_000);

  it('AUTH-026 a signed-in player on home with the query gets no modal', async () => {
    testStores().user.userId = 7;
    renderApp('/en?showForgotPasswordModal=1');
    await screen.findByRole('heading', { level: 1 }, SLOW);
    await waitFor(() => expect(testStores().user.sessionChecked).toBe(true));
    expect(screen.queryByRole('dialog')).toBeNull();
  }, 30_000);
});
