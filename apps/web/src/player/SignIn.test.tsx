import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IDENTITY_PATHS } from '@betline/contracts/paths';
import { apiStubs, renderApp, stubSiteConfig, testStores } from '../test/app';

// Whole pages with their lazy chunks: the first render is slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });
const slow = { timeout: 15_000 };

describe('the sign-in panel with the kit forms', () => {
  it('AUTH-024 a password sign-in that needs a second step asks for the two-step code, then signs in', async () => {
    stubSiteConfig();
    const bodies: unknown[] = [];
    apiStubs.set(`POST ${IDENTITY_PATHS.login}`, () => ({
      status: 200,
      data: { twoStepRequired: true, challenge: 'challenge-1', expiresIn: 300 },
    }));
    apiStubs.set(`POST ${IDENTITY_PATHS.loginTwoStep}`, (request) => {
      bodies.push(request.body);
      return bodies.length === 1
        ? {
            status: 400,
            data: { statusCode: 400, error: 'Bad Request', message: 'wrong', code: 'wrong_code' },
          }
        : { status: 200, data: { userId: 78, csrfToken: 'csrf' } };
    });
    renderApp('/en/user/login');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Login/ }, slow), 'demo');
    await user.type(screen.getByLabelText(/^Password/), 'Demo12345');
    await user.click(screen.getAllByRole('button', { name: 'Sign in' }).at(-1)!);
    const code = await screen.findByLabelText('Two-step code', undefined, slow);
    await waitFor(() => expect(code).toHaveFocus());
    await user.keyboard('111111');
    await waitFor(() => expect(code).toHaveAccessibleDescription('Wrong code. Check it and try again.'));
    expect(testStores().user.userId).toBeNull();
    await user.clear(code);
    await user.keyboard('222222');
    await waitFor(() => expect(testStores().user.userId).toBe(78));
    expect(bodies).toEqual([
      { challenge: 'challenge-1', code: '111111' },
      { challenge: 'challenge-1', code: '222222' },
    ]);
  });

  it('AUTH-023 SMS sign-in sends the code to the normalised phone; an expired code offers a new one', async () => {
    stubSiteConfig();
    const sent: unknown[] = [];
    const checked: unknown[] = [];
    apiStubs.set(`POST ${IDENTITY_PATHS.sendSms}`, (request) => {
      sent.push(request.body);
      return { status: 200, data: { sent: true, expiresIn: 300 } };
    });
    apiStubs.set(`POST ${IDENTITY_PATHS.loginSms}`, (request) => {
      checked.push(request.body);
      return checked.length === 1
        ? { status: 400, data: { statusCode: 400, error: 'Bad Request', message: 'late', code: 'time_up' } }
        : { status: 200, data: { userId: 79, csrfToken: 'csrf' } };
    });
    renderApp('/en/user/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'SMS code' }, slow));
    await user.type(screen.getByLabelText(/^Phone number/), '+44 7700 900-123{Enter}');
    const code = await screen.findByLabelText('Code from the SMS', undefined, slow);
    expect(sent).toEqual([{ phone: '+447700900123', purpose: 'login' }]);
    await user.type(code, '123456');
    await waitFor(() => expect(code).toHaveAccessibleDescription('The code has expired. Request a new one.'));
    expect(code).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    await waitFor(() => expect(code).toBeEnabled());
    expect(sent).toHaveLength(2);
    await user.type(code, '654321');
    await waitFor(() => expect(testStores().user.userId).toBe(79));
    expect(checked).toEqual([
      { phone: '+447700900123', code: '123456' },
      { phone: '+447700900123', code: '654321' },
    ]);
  });

  it('AUTH-023 phone + password signs in with the normalised phone; a refusal is said in the form', async () => {
    stubSiteConfig();
    const bodies: unknown[] = [];
    apiStubs.set(`POST ${IDENTITY_PATHS.loginPhone}`, (request) => {
      bodies.push(request.body);
      return {
        status: 401,
        data: { statusCode: 401, error: 'Unauthorized', message: 'wrong', code: 'invalid_credentials' },
      };
    });
    const { container } = renderApp('/en/user/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Phone' }, slow));
    await user.type(screen.getByLabelText(/^Phone number/), '+44 (7700) 900123');
    await user.type(screen.getByLabelText(/^Password/), 'Demo12345{Enter}');
    await waitFor(() => expect(bodies).toEqual([{ phone: '+447700900123', password: 'Demo12345' }]));
    expect(
      await within(container.querySelector('form')!).findByText('The login or password is wrong.'),
    ).toHaveAttribute('role', 'alert');
    expect(testStores().user.userId).toBeNull();
  });
});
