import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Bonus, BonusTermsResponse } from '@betline/contracts';
import { WALLET_PATHS, pathWith } from '@betline/contracts/paths';
import { chooseTimeZone, preferencesOf } from '../../stores/preferences';
import { apiStubs, balanceFixture, renderApp, stubSiteConfig, testStores } from '../../test/app';

// Whole pages with their lazy chunks: the first render of each is slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  // The pages and the confirm dialog (a lazy part) are transformed once here: on a loaded machine their first
  // transform during a test could take longer than a finder waits for the dialog.
  await Promise.all([
    import('../../pages/routes/office-bonuses-wager'),
    import('../../pages/routes/office-bonuses-deposit'),
    import('./ConfirmBonusDialog'),
  ]);
});

const DAY_MS = 24 * 60 * 60 * 1000;

function bonus(overrides: Partial<Bonus> = {}): Bonus {
  return {
    id: 5,
    kind: 'first_deposit_sport',
    status: 'active',
    accountId: 40,
    currencyId: 3,
    iso: 'EUR',
    amount: 2_000,
    wageringMultiplier: 5,
    required: 10_000,
    progress: 2_500,
    remaining: 7_500,
    minOdds: 1_500,
    casinoContribution: {},
    maxConversion: 10_000,
    balance: 1_800,
    grantedAt: '2026-11-20T09:30:00.000Z',
    expiresAt: '2026-12-20T09:30:00.000Z',
    timeLeftMs: 10 * DAY_MS + 5_000,
    endedAt: null,
    convertedAmount: null,
    removedAmount: null,
    canForfeit: true,
    canDecline: false,
    ...overrides,
  };
}

const TERMS: BonusTermsResponse = {
  kinds: [
    {
      kind: 'first_deposit_sport',
      wageringMultiplier: 5,
      minOdds: 1_500,
      casinoContribution: {},
      maxConversionMultiplier: 5,
      validDays: 30,
    },
    {
      kind: 'first_deposit_casino',
      wageringMultiplier: 30,
      minOdds: null,
      casinoContribution: { slot: 100, dice: 50, crash: 50, keno: 50 },
      maxConversionMultiplier: 5,
      validDays: 14,
    },
  ],
  firstDeposit: { percent: 100, maxUnits: 100 },
};

function stubBonuses(...answers: Bonus[][]) {
  let calls = 0;
  apiStubs.set(`GET ${WALLET_PATHS.bonuses}`, () => {
    const bonuses = answers[Math.min(calls, answers.length - 1)] ?? [];
    calls += 1;
    return { status: 200, data: { bonuses } };
  });
  apiStubs.set(`GET ${WALLET_PATHS.bonusTerms}`, () => ({ status: 200, data: TERMS }));
  return () => calls;
}

beforeEach(() => {
  chooseTimeZone(preferencesOf(testStores()), 0);
  stubSiteConfig();
  testStores().user.userId = 7;
});

describe('office-bonuses-wager', () => {
  it('shows the active bonus: wagering progress, money, time left and what counts', async () => {
    stubBonuses([bonus()]);
    renderApp('/en/office/bonuses/wager');
    const section = await screen.findByRole('region', { name: 'First deposit bonus: sports' });
    const bar = within(section).getByRole('progressbar', { name: 'Wagering' });
    expect(bar).toHaveAttribute('aria-valuenow', '2500');
    expect(bar).toHaveAttribute('aria-valuemax', '10000');
    expect(bar).toHaveAttribute('aria-valuetext', '€25.00 of €100.00');
    expect(within(section).getByText('€20.00 granted on Nov 20, 2026, 09:30')).toBeInTheDocument();
    expect(within(section).getByText('€18.00')).toBeInTheDocument();
    expect(within(section).getByText('€75.00')).toBeInTheDocument();
    expect(within(section).getByText(/10 days left/)).toBeInTheDocument();
    expect(within(section).getByText(/odds of 1\.50 or more/)).toBeInTheDocument();
    expect(within(section).getByText('Casino rounds do not count.')).toBeInTheDocument();
    expect(within(section).getByText(/up to €100\.00; anything above that is removed/)).toBeInTheDocument();
    // The office menu leads here.
    expect(screen.getByRole('link', { name: 'Bonuses' })).toHaveAttribute('aria-current', 'page');
  });

  it('forfeit asks first, then gives the bonus up and shows it ended', async () => {
    const user = userEvent.setup();
    const forfeited = bonus({
      status: 'forfeited',
      balance: 0,
      timeLeftMs: 0,
      endedAt: '2026-11-25T10:00:00.000Z',
      removedAmount: 1_800,
      canForfeit: false,
    });
    stubBonuses([bonus()], [forfeited]);
    const posted: string[] = [];
    apiStubs.set(`POST ${pathWith(WALLET_PATHS.forfeitBonus, { id: 5 })}`, (request) => {
      posted.push(request.path);
      return { status: 200, data: { bonus: forfeited } };
    });
    renderApp('/en/office/bonuses/wager');
    await user.click(await screen.findByRole('button', { name: 'Give up the bonus' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Give up this bonus?' });
    expect(dialog).toHaveTextContent('The €18.00 of bonus money on your bonus account is removed');
    await user.click(within(dialog).getByRole('button', { name: 'Keep the bonus' }));
    expect(posted).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Give up the bonus' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Give up this bonus?' })).getByRole('button', {
        name: 'Give it up',
      }),
    );
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(await screen.findByText('You have no active bonus')).toBeInTheDocument();
    const earlier = screen.getByRole('table', { name: 'Earlier bonuses' });
    expect(within(earlier).getByText('Given up')).toBeInTheDocument();
    expect(within(earlier).getByText(/€18\.00 removed\./)).toBeInTheDocument();
  });

  it('a bonus that ended meanwhile (409) is shown as it is now, with a message that says so', async () => {
    const user = userEvent.setup();
    const converted = bonus({
      status: 'converted',
      progress: 10_000,
      remaining: 0,
      balance: 0,
      timeLeftMs: 0,
      endedAt: '2026-11-25T10:00:00.000Z',
      convertedAmount: 3_000,
      canForfeit: false,
    });
    stubBonuses([bonus()], [converted]);
    apiStubs.set(`POST ${pathWith(WALLET_PATHS.forfeitBonus, { id: 5 })}`, () => ({
      status: 409,
      data: { statusCode: 409, error: 'Conflict', message: 'bonus 5 is already converted' },
    }));
    renderApp('/en/office/bonuses/wager');
    await user.click(await screen.findByRole('button', { name: 'Give up the bonus' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Give up this bonus?' })).getByRole('button', {
        name: 'Give it up',
      }),
    );
    expect(await screen.findByText(/This bonus changed in the meantime/)).toBeInTheDocument();
    const earlier = await screen.findByRole('table', { name: 'Earlier bonuses' });
    expect(within(earlier).getByText('Converted')).toBeInTheDocument();
    expect(within(earlier).getByText(/€30\.00 moved to your money\./)).toBeInTheDocument();
  });

  it('a bonus not used yet is declined, not forfeited', async () => {
    stubBonuses([bonus({ progress: 0, remaining: 10_000, balance: 2_000, canDecline: true })]);
    renderApp('/en/office/bonuses/wager');
    expect(await screen.findByRole('button', { name: 'Decline the bonus' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Give up the bonus' })).toBeNull();
  });
});

describe('office-bonuses-deposit', () => {
  it('shows the first-deposit offer with its cap, and the terms of each kind', async () => {
    apiStubs.set(`GET ${WALLET_PATHS.balance}`, () => ({
      status: 200,
      data: balanceFixture({ is_available_first_deposit_bonus: true }),
    }));
    stubBonuses([]);
    renderApp('/en/office/bonuses/deposit');
    const offer = await screen.findByRole('region', { name: 'First deposit bonus' });
    await waitFor(() =>
      expect(offer).toHaveTextContent('Your first deposit brings a bonus of 100 % of it, up to €100.00'),
    );
    expect(within(offer).getByRole('link', { name: 'Make a deposit' })).toHaveAttribute(
      'href',
      '/en/office/recharge',
    );
    const terms = screen.getByRole('table', { name: 'Terms of each bonus' });
    const casino = within(terms)
      .getByRole('rowheader', { name: 'First deposit bonus: casino' })
      .closest('tr');
    expect(casino).toHaveTextContent('30× the bonus');
    expect(casino).toHaveTextContent('50–100 % of the stake');
    expect(casino).toHaveTextContent('14 days');
  });
});
