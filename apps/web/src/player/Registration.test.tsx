import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_PATHS } from '../api/paths';
import { apiStubs, renderApp, stubSiteConfig } from '../test/app';
import { userStore } from '../stores/user';

// Whole pages with their lazy chunks: the first render is slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });
const slow = { timeout: 15_000 };

function stubCountries() {
  apiStubs.set('GET /web-api/phone/countries', () => ({
    status: 200,
    data: {
      data: [
        { id: 49, name: 'Germany', phoneCode: '+49', country_code: 'de' },
        { id: 44, name: 'United Kingdom', phoneCode: '+44', country_code: 'gb' },
      ],
    },
  }));
}

describe('the registration panel with the kit forms', () => {
  it('REG-004 one-click registration shows the credentials once with the ways the server offers', async () => {
    stubSiteConfig();
    stubCountries();
    const bodies: unknown[] = [];
    const mailed: unknown[] = [];
    apiStubs.set(`POST ${AUTH_PATHS.registerFast}`, (request) => {
      bodies.push(request.body);
      return {
        status: 201,
        data: {
          userId: 81,
          csrfToken: 'csrf',
          login: 'bl-81',
          password: 'Pa55word',
          saveOptions: ['file', 'email'],
          file: { name: 'betline-bl-81.txt', mimeType: 'text/plain', content: 'Login: bl-81' },
          image: { name: 'betline-bl-81.svg', mimeType: 'image/svg+xml', content: '<svg/>' },
        },
      };
    });
    apiStubs.set(`POST ${AUTH_PATHS.sendCredentials}`, (request) => {
      mailed.push(request.body);
      return { status: 204, data: undefined };
    });
    renderApp('/en/registration');
    const user = userEvent.setup();
    // The country of the site (gb) is chosen once the countries are in.
    await waitFor(() => expect(screen.getByLabelText(/^Country/)).toHaveValue('44'), slow);
    await user.click(screen.getByRole('radio', { name: 'One click' }));
    await user.click(screen.getByRole('button', { name: 'Register in one click' }));
    expect(await screen.findByText('Pa55word', undefined, slow)).toBeInTheDocument();
    expect(bodies).toEqual([
      { country_id: 44, currency_id: 1, first_deposit_bonus_choice: 1, language: 'en' },
    ]);
    expect(screen.getByRole('button', { name: 'Save as a text file' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save as a picture' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Send them to my e-mail'), 'me@example.com{Enter}');
    await waitFor(() => expect(mailed).toEqual([{ email: 'me@example.com', password: 'Pa55word' }]));
    expect(userStore.userId).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue to my account' }));
    await waitFor(() => expect(userStore.userId).toBe(81));
  });

  it('phone registration: a code to the normalised phone, then code and password; a wrong code is told', async () => {
    stubSiteConfig();
    stubCountries();
    const codes: unknown[] = [];
    const bodies: Record<string, unknown>[] = [];
    apiStubs.set(`POST ${AUTH_PATHS.registerPhoneCode}`, (request) => {
      codes.push(request.body);
      return { status: 200, data: { sent: true, expiresIn: 300 } };
    });
    apiStubs.set(`POST ${AUTH_PATHS.registerPhone}`, (request) => {
      bodies.push(request.body as Record<string, unknown>);
      return bodies.length === 1
        ? {
            status: 400,
            data: { statusCode: 400, error: 'Bad Request', message: 'wrong', code: 'wrong_code' },
          }
        : { status: 201, data: { userId: 82, csrfToken: 'csrf' } };
    });
    renderApp('/en/registration');
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByLabelText(/^Country/)).toHaveValue('44'), slow);
    await user.click(screen.getByRole('radio', { name: 'Phone' }));
    await user.type(screen.getByLabelText(/^Phone number/), '+44 7700 900123{Enter}');
    const code = await screen.findByLabelText('Code from the SMS', undefined, slow);
    expect(codes).toEqual([{ phone: '+447700900123' }]);
    await user.type(code, '111111');
    await user.type(screen.getByLabelText(/^Password/), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('Wrong code. Check it and try again.'));
    expect(bodies[0]).toMatchObject({
      phone: '+447700900123',
      code: '111111',
      password: 'Secret123',
      country_id: 44,
    });
    await user.clear(code);
    await user.type(code, '222222');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(userStore.userId).toBe(82));
  });
});
