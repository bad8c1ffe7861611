import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IDENTITY_PATHS } from '@betline/contracts/paths';
import { apiStubs, renderApp, stubSiteConfig, testStores } from '../../test/app';

// The real widget runs a proof of work in workers (not in jsdom): a stand-in "solves" on a click, as the
// widget's checkbox does, and reports the payload the same way.
vi.mock('./AltchaWidget', async () => {
  const { useTranslation } = await import('react-i18next');
  return {
    default: function FakeAltcha({ onChange }: { onChange: (payload: string | undefined) => void }) {
      const { t } = useTranslation('captcha');
      return (
        <label>
          <input
            type="checkbox"
            onChange={(event) => onChange(event.target.checked ? 'solved-1' : undefined)}
          />
          {t('widget.label')}
        </label>
      );
    },
  };
});

vi.setConfig({ testTimeout: 30_000 });
const slow = { timeout: 15_000 };

const refusal = (status: number, code: string, headers: Record<string, string> = {}) => ({
  status,
  data: { statusCode: status, error: 'Refused', message: code, code },
  headers,
});

describe('the captcha of the sign-in form', () => {
  it('shown once the server asks for it, labelled in the page language, its solution sent once', async () => {
    stubSiteConfig();
    const bodies: unknown[] = [];
    apiStubs.set(`POST ${IDENTITY_PATHS.login}`, (request) => {
      bodies.push(request.body);
      if (bodies.length === 1) return refusal(401, 'captcha_required');
      return { status: 200, data: { userId: 81, csrfToken: 'csrf' } };
    });
    renderApp('/en/user/login');
    const user = userEvent.setup();
    expect(screen.queryByTestId('captcha')).toBeNull();
    await user.type(await screen.findByRole('textbox', { name: /^Login/ }, slow), 'demo');
    await user.type(screen.getByLabelText(/^Password/), 'Demo12345');
    await user.click(screen.getAllByRole('button', { name: 'Sign in' }).at(-1)!);
    expect(await screen.findByText(/Tick “I'm not a robot” below/, undefined, slow)).toBeVisible();
    const group = await screen.findByRole('group', { name: "I'm not a robot" }, slow);
    // Keyboard: the checkbox is reached with Tab and ticked with Space.
    const box = await within(group).findByRole('checkbox', { name: "I'm not a robot" }, slow);
    box.focus();
    await user.keyboard(' ');
    await user.click(screen.getAllByRole('button', { name: 'Sign in' }).at(-1)!);
    await waitFor(() => expect(testStores().user.userId).toBe(81));
    expect(bodies).toEqual([
      { login: 'demo', password: 'Demo12345' },
      { login: 'demo', password: 'Demo12345', captcha: 'solved-1' },
    ]);
  });

  it("the account's back-off is told with its wait, in the page language", async () => {
    stubSiteConfig();
    apiStubs.set(`POST ${IDENTITY_PATHS.login}`, () =>
      refusal(429, 'too_many_attempts', { 'retry-after': '16' }),
    );
    renderApp('/ru/user/login');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Логин/ }, slow), 'demo');
    await user.type(screen.getByLabelText(/^Пароль/), 'Demo12345');
    await user.click(screen.getAllByRole('button', { name: 'Войти' }).at(-1)!);
    expect(await screen.findByText(/Подождите 16 с/, undefined, slow)).toBeVisible();
  });
});
