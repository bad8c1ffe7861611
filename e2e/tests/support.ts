import { expect, test as base, type Locator, type Page } from '@playwright/test';

/**
 * The browser tests' `test`: every page loaded with `goto` or `reload` is acted on once the app has hydrated the
 * server's markup (`<html data-hydrated>`, apps/web AppRoot). Before that the page is drawn but its controls do not
 * answer yet; a player's click in that moment is replayed by React once the part hydrates, a test's is not waited
 * for.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const hydrated = async () => {
      // Without scripts the server's page is all there is.
      if (javaScriptEnabled === false) return;
      // A page of another site (the demo gateway) or an answer that is not the app has no mark to wait for.
      if (!(await page.locator('#root').count())) return;
      await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 30_000 });
    };
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await hydrated();
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await hydrated();
      return response;
    };
    await use(page);
  },
});
export { expect };

/** What the journeys share: the demo outbox, sign-in, the demo gateway and deposits. */

interface OutboxMessage {
  to: string;
  subject: string;
  body: string;
}

/** The activation link the server sent to `email` (the demo outbox), as a path of this site. */
/**
 * Waits until the app has hydrated the server's markup (ADR 0041): keys and clicks reach the page from then on.
 */
export async function appInCharge(page: Page): Promise<void> {
  // On a busy machine (two browsers, the server and the feed on a few cores) the app's start can take a while.
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 30_000 });
  await expect(page.locator('#root')).not.toBeEmpty();
}

export async function activationPath(page: Page, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const answer = await page.request.get(`/web-api/dev/outbox?to=${encodeURIComponent(email)}`);
      const { data } = (await answer.json()) as { data: OutboxMessage[] };
      link = data
        .map((message) => /https?:\/\/[^\s"]+\/user\/activate\?token=[\w-]+/.exec(message.body)?.[0])
        .find(Boolean);
      return link;
    })
    .toBeTruthy();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

export async function signIn(page: Page, login: string, password: string, submitName = 'Sign in') {
  await page.getByLabel(/^(Login or e-mail|Логин или эл. почта)/).fill(login);
  await page
    .getByLabel(/^(Password|Пароль)/)
    .first()
    .fill(password);
  await page.locator('form').getByRole('button', { name: submitName }).click();
}

/** Signs in on the sign-in page and waits until the guard has moved the player on. */
export async function signInAndWait(page: Page, login: string, password: string, submitName = 'Sign in') {
  await signIn(page, login, password, submitName);
  await page.waitForURL((url) => !url.pathname.endsWith('/user/login'));
}

/** Pays (or leaves pending) on the demo gateway's page and returns to the site. */
export async function answerGateway(page: Page, outcome: 'Confirm payment' | 'Leave pending' | 'Cancel') {
  await expect(page.getByRole('heading', { name: 'Betline Pay (demo gateway)' })).toBeVisible();
  await page.getByRole('button', { name: outcome }).click();
}

/** The deposit page's words in the languages the journeys speak. */
const DEPOSIT_WORDS = {
  en: { amount: /^Amount \(/, method: /^Method/, submit: 'Continue to payment' },
  ru: { amount: /^Сумма \(/, method: /^Способ/, submit: 'Перейти к оплате' },
} as const;

export async function deposit(page: Page, amount: string, lng: keyof typeof DEPOSIT_WORDS = 'en') {
  const words = DEPOSIT_WORDS[lng];
  await page.goto(`/${lng}/office/recharge`);
  const field = page.getByLabel(words.amount);
  await expect(page.getByLabel(words.method)).not.toHaveValue('');
  await field.fill(amount);
  await page.getByRole('button', { name: words.submit }).click();
}

export const PASSWORD = 'Journey123';

/**
 * A new player with a euro account, activated and signed in (the UI's sign-in page). `bonus`: the first-deposit
 * bonus chosen at registration (0 none, 1 sports, 2 casino; null: not asked).
 */
export async function newPlayer(
  page: Page,
  { bonus = 0 }: { bonus?: 0 | 1 | 2 | null } = {},
): Promise<string> {
  const email = `bettor.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const choice = bonus === null ? {} : { first_deposit_bonus_choice: bonus };
  const answer = await page.request.post('/web-api/auth/register/email', {
    data: { email, password: PASSWORD, country_id: 1, currency_id: 3, ...choice },
  });
  expect(answer.ok()).toBe(true);
  await page.goto(await activationPath(page, email));
  // The app starts, then asks the server to activate, which signs the player in and lands on home: on a busy
  // machine that can take longer than one expect. The "is active" notice closes on its own after 10 s (it may be
  // gone before the page has loaded here): the signed-in header is what tells.
  await page.waitForURL((url) => !url.pathname.includes('/user/activate'), { timeout: 30_000 });
  await expect(page.getByTestId('header-balance')).toBeVisible({ timeout: 30_000 });
  return email;
}

/** A new player who has deposited `amount` euros through the demo gateway. */
export async function fundedPlayer(page: Page, amount: string): Promise<void> {
  await newPlayer(page);
  await deposit(page, amount);
  await answerGateway(page, 'Confirm payment');
  await expect(page).toHaveURL(/\/en\/onpay\/success/);
}

/** A write of the API (the demo controls, limits) with the session's CSRF header; it must succeed. Answers its body. */
export async function demoPost(page: Page, path: string, data?: unknown): Promise<unknown> {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'betline_csrf')?.value ?? '';
  const answer = await page.request.post(path, {
    ...(data === undefined ? {} : { data }),
    headers: { 'x-csrf-token': csrf },
  });
  const text = await answer.text();
  expect(answer.status(), text).toBeLessThan(300);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export interface OpenCoupon {
  couponId: number;
  typeId: number;
  systemValue: number | null;
  status: string;
  amount: number;
  payout: number | null;
  cashedOut?: number;
  selections: { betId: string; gameId: number; sportId: number }[];
}

/** The player's coupons as the server keeps them. */
export async function coupons(page: Page, status?: string): Promise<OpenCoupon[]> {
  const answer = await page.request.get(`/web-api/sportsbook/bets${status ? `?status=${status}` : ''}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { coupons: OpenCoupon[] }).coupons;
}

/**
 * Places the coupon; accepts moved odds when the slip asks (live prices move while the test runs, and a move
 * during the in-play delay refuses the bet: on a slow machine several attempts in a row can meet one).
 */
export async function place(
  page: Page,
  host: Locator = page.locator('[data-slip-host]'),
  texts: { accept: string; placed: string } = { accept: 'Accept changed odds', placed: 'Bet placed' },
) {
  for (let attempt = 0; attempt < 8; attempt++) {
    const accept = host.getByRole('button', { name: texts.accept });
    if (await accept.isVisible()) await accept.click();
    const ready = host.locator('button[data-state="ready"]');
    await expect(ready).toBeVisible();
    await ready.click();
    const outcome = await Promise.race([
      host
        .getByText(texts.placed)
        .waitFor({ timeout: 15_000 })
        .then(() => 'placed' as const),
      host
        .getByRole('button', { name: texts.accept })
        .waitFor({ timeout: 15_000 })
        .then(() => 'moved' as const),
    ]).catch(() => 'timeout' as const);
    if (outcome === 'placed') return;
  }
  throw new Error('the coupon was not placed after eight attempts');
}
