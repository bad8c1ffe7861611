import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PromoCheckResponse, PromotionSummary } from '@betline/contracts';
import { PROMOTION_PATHS, WALLET_PATHS } from '@betline/contracts/paths';
import { apiStubs, renderApp, stubSiteConfig, testStores } from '../test/app';

vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  await import('../pages/routes/office-promotion');
});

const PROMOTION: PromotionSummary = {
  slug: 'weekend-reload',
  category: 'redeposit',
  offer: 'promo_code',
  title: 'Reload bonus: 25 US$ with code RELOAD25',
  summary: 'Made a deposit before?',
  contentLng: 'en',
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: null,
  code: 'RELOAD25',
};

function checked(overrides: Partial<PromoCheckResponse> = {}): PromoCheckResponse {
  return {
    code: 'RELOAD25',
    usable: true,
    refusal: null,
    promotion: PROMOTION,
    amounts: [{ iso: 'EUR', amount: 2_500 }],
    plays: null,
    eligibility: { newPlayersDays: null, minDeposits: 1, currencies: [], countries: [] },
    ...overrides,
  };
}

/**
 * The text as the page shows it: the same words may also be in the screen reader's live region (announce), and
 * on a busy machine both are there by the first look.
 */
function shown(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const onPage = screen.getAllByText(text).find((element) => element.closest('[aria-live]') === null);
    if (!onPage) throw new Error(`"${text}" is only in the live region so far`);
    return onPage;
  });
}

beforeEach(() => {
  stubSiteConfig();
  testStores().user.userId = 7;
  // The terms a promo code's bonus comes with.
  apiStubs.set(`GET ${WALLET_PATHS.bonusTerms}`, () => ({
    status: 200,
    data: {
      kinds: [
        {
          kind: 'promo',
          wageringMultiplier: 10,
          minOdds: 1_500,
          casinoContribution: { slot: 100, dice: 50 },
          maxConversionMultiplier: 5,
          validDays: 30,
        },
      ],
      firstDeposit: { percent: 100, maxUnits: 100 },
    },
  }));
});

describe('office-promotion (promo_check)', () => {
  it('checks the code of the address at once and says what it gives in the player’s currency, with its terms', async () => {
    const sent: unknown[] = [];
    apiStubs.set(`POST ${PROMOTION_PATHS.checkCode}`, (request) => {
      sent.push(request.body);
      return { status: 200, data: checked() };
    });
    renderApp('/en/office/promotion?code=reload25');
    expect(
      await shown('Code RELOAD25 can be used: it gives €25.00 on your bonus account.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ code: 'RELOAD25', lng: 'en' }]);
    // The terms its bonus comes with, before the player takes it.
    expect(await shown('10× the bonus')).toBeInTheDocument();
    expect(screen.getByText('odds 1.50 or more')).toBeInTheDocument();
    expect(screen.getByText('50–100 % of the stake')).toBeInTheDocument();
    expect(screen.getByText('30 days')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the full terms' })).toHaveAttribute(
      'href',
      '/en/promotions/weekend-reload',
    );
    expect(screen.getByRole('textbox', { name: /Promo code/ })).toHaveValue('reload25');
  });

  it('a use the server refuses shows the reason in the player’s words, and a refused check too', async () => {
    const user = userEvent.setup();
    apiStubs.set(`POST ${PROMOTION_PATHS.checkCode}`, () => ({ status: 200, data: checked() }));
    apiStubs.set(`POST ${PROMOTION_PATHS.redeemCode}`, () => ({
      status: 409,
      data: {
        statusCode: 409,
        error: 'Conflict',
        code: 'bonus_active',
        message: 'Promo code RELOAD25 cannot be used',
      },
    }));
    renderApp('/en/office/promotion');
    await user.type(await screen.findByRole('textbox', { name: /Promo code/ }), 'RELOAD25');
    await user.click(screen.getByRole('button', { name: 'Check the code' }));
    await user.click(await screen.findByRole('button', { name: 'Use the code' }));
    expect(
      await shown(
        'Your bonus account already holds an active bonus. A new one can be given once it is wagered, expired or forfeited.',
      ),
    ).toHaveAttribute('role', 'alert');

    apiStubs.set(`POST ${PROMOTION_PATHS.checkCode}`, () => ({
      status: 200,
      data: checked({ code: 'BOOST7', usable: false, refusal: 'coupon_code', promotion: null, amounts: [] }),
    }));
    await user.clear(screen.getByRole('textbox', { name: /Promo code/ }));
    await user.type(screen.getByRole('textbox', { name: /Promo code/ }), 'boost7');
    await user.click(screen.getByRole('button', { name: 'Check the code' }));
    expect(
      await shown('This is a bet slip code: enter it in the bet slip when you place a bet.'),
    ).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('button', { name: 'Use the code' })).toBeNull();
  });

  it('a code of bonus-game plays says what it gives, and its use leads to the game with the plays ready', async () => {
    const user = userEvent.setup();
    apiStubs.set(`POST ${PROMOTION_PATHS.checkCode}`, () => ({
      status: 200,
      data: checked({
        code: 'WHEEL3',
        amounts: [{ iso: 'EUR', amount: 200 }],
        plays: { game: 'fortuna', plays: 3 },
      }),
    }));
    apiStubs.set(`POST ${PROMOTION_PATHS.redeemCode}`, () => ({
      status: 200,
      data: {
        code: 'WHEEL3',
        bonus: null,
        pass: {
          id: 41,
          game: 'fortuna',
          plays: 3,
          left: 3,
          unit: 200,
          iso: 'EUR',
          grantedAt: '2026-11-30T08:00:00.000Z',
          expiresAt: '2026-12-30T08:00:00.000Z',
        },
      },
    }));
    renderApp('/en/office/promotion?code=wheel3');
    expect(
      await shown(
        'Code WHEEL3 can be used: it gives free plays of Wheel of fortune (3). Their prizes go to your bonus account; one prize unit is worth €2.00.',
      ),
    ).toBeInTheDocument();
    // The promo bonus's wagering terms are not these plays' terms: not shown.
    expect(screen.queryByText('10× the bonus')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Use the code' }));
    expect(
      await screen.findByRole('heading', { name: 'Your free plays of Wheel of fortune are ready: 3.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Play Wheel of fortune' })).toHaveAttribute(
      'href',
      '/en/games/fortuna-bonus',
    );
    expect(screen.getByText(/The plays are yours until/)).toBeInTheDocument();
  });

  it('too many tries from one connection are told apart from a refused code', async () => {
    const user = userEvent.setup();
    apiStubs.set(`POST ${PROMOTION_PATHS.checkCode}`, () => ({
      status: 429,
      data: { statusCode: 429, error: 'Too Many Requests', code: 'rate_limited', message: 'retry in 40 s' },
    }));
    renderApp('/en/office/promotion');
    await user.type(await screen.findByRole('textbox', { name: /Promo code/ }), 'GUESS1');
    await user.click(screen.getByRole('button', { name: 'Check the code' }));
    expect(await shown('Too many tries from this connection. Wait a minute and try again.')).toHaveAttribute(
      'role',
      'alert',
    );
  });
});
