import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { hashServerSeed, playFairRound } from '@betline/games';
import type { TransportRequest } from '../api/transport';
import { CASINO_PATHS, pathWith } from '@betline/contracts/paths';
import type { CasinoGame, RoundSummary } from '../api/types';
import { apiStubs, balanceFixture, renderApp, stubSiteConfig, testStores } from '../test/app';

import { casinoTextsReady } from '../i18n';
import { ensureUiTexts } from '../i18n/ui';
import { gamePath, listingOf } from './model';

vi.setConfig({ testTimeout: 30_000 });

function game(overrides: Partial<CasinoGame> & Pick<CasinoGame, 'id' | 'slug' | 'name'>): CasinoGame {
  return {
    provider: 'betline-studio',
    category: 'slots',
    sections: ['slots', 'casino'],
    otherKind: null,
    engine: null,
    table: null,
    thumbnail: `/web-api/casino/thumbnails/${overrides.slug}.svg`,
    isNew: false,
    popular: false,
    ...overrides,
  };
}

const CATALOGUE: CasinoGame[] = [
  game({ id: 1001, slug: 'fruit-five', name: 'Fruit Five', engine: 'slot', popular: true }),
  game({ id: 1002, slug: 'dice', name: 'Dice', engine: 'dice', category: 'dice', sections: ['fast-games'] }),
  game({
    id: 1005,
    slug: 'golden-reels',
    name: 'Golden Reels',
    provider: 'aurora-gaming',
    isNew: true,
  }),
];

function stubCatalogue(games: CasinoGame[] = CATALOGUE) {
  const queries: Record<string, unknown>[] = [];
  apiStubs.set(`GET ${CASINO_PATHS.providers}`, () => ({
    status: 200,
    data: {
      providers: [
        { id: 'betline-studio', name: 'Betline Studio', inHouse: true, gameCount: 2 },
        { id: 'aurora-gaming', name: 'Aurora Gaming', inHouse: false, gameCount: 1 },
      ],
    },
  }));
  apiStubs.set(`GET ${CASINO_PATHS.games}`, (request: TransportRequest) => {
    const params = { ...(request.params ?? {}) };
    queries.push(params);
    const list = games.filter(
      (each) =>
        (params.section === undefined || each.sections.includes(params.section as never)) &&
        (params.provider === undefined || each.provider === params.provider) &&
        (params.q === undefined || each.name.toLowerCase().includes(String(params.q).toLowerCase())),
    );
    return { status: 200, data: { total: list.length, games: list } };
  });
  return queries;
}

beforeAll(async () => {
  // The first render would otherwise pay for the transforms of the pages and their texts.
  await Promise.all([
    import('../pages/routes/casino'),
    import('../pages/routes/casino-search'),
    import('../pages/routes/my-casino-favorites'),
    import('../pages/routes/office-history'),
    import('./history/CasinoHistory'),
    import('../pages/routes/provably-fair'),
    import('./fair/FairVerifierPage'),
    import('../pages/routes/casino-game'),
    import('../pages/routes/slots-game'),
    import('./game/SlotGame'),
    import('./game/DiceGame'),
    import('./game/GameInfo'),
    casinoTextsReady('en'),
    ensureUiTexts('en'),
  ]);
});

beforeEach(() => {
  stubSiteConfig();
});

describe('casino catalogue', () => {
  it('CASINO-001 CASINO-002 a section or subcategory route lists the right part of the catalogue', () => {
    expect(listingOf('slots', {})).toEqual({ section: 'slots' });
    expect(listingOf('fast-bet', {})).toEqual({ section: 'fast-games' });
    expect(listingOf('slots-vulkan', {})).toEqual({ section: 'slots' });
    expect(listingOf('casino', {})).toEqual({});
    expect(listingOf('casino', { subcategory: 'dice' })).toEqual({ section: 'casino', category: 'dice' });
    expect(listingOf('slots', { subcategory: 'aurora-gaming' })).toEqual({
      section: 'slots',
      provider: 'aurora-gaming',
    });
    expect(listingOf('poker', {})).toEqual({ section: 'othergames', otherKind: 0 });
    expect(listingOf('provider', { provider: 'lucky-lattice' })).toEqual({ provider: 'lucky-lattice' });
  });

  it('CASINO-004 a game page is {base}/game/{gameId}/{gameName}: slots under slots, the rest under casino', () => {
    expect(gamePath('en', CATALOGUE[0]!)).toBe('/en/slots/game/1001/fruit-five');
    expect(gamePath('ru', CATALOGUE[1]!)).toBe('/ru/casino/game/1002/dice');
    expect(gamePath('en', { id: 7, slug: 'live-bj', sections: ['live-casino'] })).toBe(
      '/en/live-casino/game/7/live-bj',
    );
  });

  it('CASINO-013 the other games play where they live: a virtual sport, the toto and the lotto lead to their pages; poker stays a game page', () => {
    const other = (otherKind: 0 | 1 | 2 | 3) => ({
      id: 1010 + otherKind,
      slug: `other-${otherKind}`,
      sections: ['othergames' as const],
      engine: null,
      otherKind,
    });
    expect(gamePath('en', other(1))).toBe('/en/virtualsports');
    expect(gamePath('de', other(2))).toBe('/de/toto');
    expect(gamePath('ru', other(3))).toBe('/ru/lotto');
    expect(gamePath('en', other(0))).toBe('/en/casino/game/1010/other-0');
  });

  it('CASINO-010 a guest browses the lobby: popular, new and all games link to their pages; no stars', async () => {
    stubCatalogue();
    renderApp('/en/casino');
    const popular = await screen.findByRole('list', { name: 'Popular', busy: false }, { timeout: 20_000 });
    expect(await within(popular).findByRole('link', { name: 'Fruit Five' })).toHaveAttribute(
      'href',
      '/en/slots/game/1001/fruit-five',
    );
    const fresh = screen.getByRole('list', { name: 'New' });
    expect(within(fresh).getByRole('link', { name: 'Golden Reels' })).toHaveAttribute(
      'href',
      '/en/slots/game/1005/golden-reels',
    );
    // In-house games also offer the demo; guests get no favourite stars.
    expect(screen.getAllByRole('link', { name: /demo/i })[0]).toHaveAttribute(
      'href',
      '/en/slots/game/1001/fruit-five?mode=demo',
    );
    expect(screen.queryByRole('button', { name: /favourites/i })).toBeNull();
    const sections = screen.getByRole('navigation', { name: 'Casino sections' });
    expect(within(sections).getByRole('link', { name: 'Lobby' })).toHaveAttribute('aria-current', 'page');
  });

  it('a section without games is not offered in the sections bar', async () => {
    stubCatalogue();
    apiStubs.set(`GET ${CASINO_PATHS.sections}`, () => ({
      status: 200,
      data: {
        sections: [
          { id: 'slots', gameCount: 3 },
          { id: 'card-games', gameCount: 2 },
        ],
      },
    }));
    renderApp('/en/casino');
    const sections = await screen.findByRole('navigation', { name: 'Casino sections' }, { timeout: 20_000 });
    await waitFor(() => expect(within(sections).queryByRole('link', { name: 'TV games' })).toBeNull());
    expect(within(sections).getByRole('link', { name: 'Slots' })).toHaveAttribute('href', '/en/slots');
    expect(within(sections).getByRole('link', { name: 'Lobby' })).toBeInTheDocument();
    expect(within(sections).getAllByRole('link')).toHaveLength(3);
  });

  it('the first tiles of the lobby load their images at once, the new games too when few are popular', async () => {
    stubCatalogue();
    renderApp('/en/casino');
    await screen.findByRole('list', { name: 'Popular', busy: false }, { timeout: 20_000 });
    const image = (list: string, slug: string) =>
      within(screen.getByRole('list', { name: list }))
        .getAllByRole('listitem')
        .map((item) => item.querySelector(`img[src$="/${slug}.svg"]`))
        .find((found) => found !== null);
    // One popular game: the page's first four tiles are it and the new games.
    expect(image('Popular', 'fruit-five')).toHaveAttribute('loading', 'eager');
    expect(image('New', 'golden-reels')).toHaveAttribute('loading', 'eager');
    expect(image('All games', 'dice')).toHaveAttribute('loading', 'lazy');
  });

  it("starts from the catalogue the server's render handed over: the tiles at once, no request for them", async () => {
    const queries = stubCatalogue();
    renderApp('/en/casino', {
      handed: {
        'casino-all': { total: 1, games: [CATALOGUE[0]] },
        'casino-providers': { providers: [] },
      },
    });
    const popular = await screen.findByRole('list', { name: 'Popular', busy: false }, { timeout: 20_000 });
    expect(within(popular).getByRole('link', { name: 'Fruit Five' })).toBeInTheDocument();
    // Only the handed game: the catalogue was not asked for again.
    expect(screen.queryByRole('link', { name: 'Golden Reels' })).toBeNull();
    expect(queries).toEqual([]);
  });

  it('CASINO-011 the lobby shows the skeleton of 16 game tiles and 2 other-games tiles while loading', async () => {
    stubCatalogue();
    apiStubs.set(`GET ${CASINO_PATHS.games}`, () => new Promise(() => undefined));
    renderApp('/en/casino');
    const busy = await screen.findAllByRole('list', { busy: true });
    const first = busy[0]!;
    expect(first.querySelectorAll('[data-skeleton="game"]')).toHaveLength(16);
    expect(first.querySelectorAll('[data-skeleton="other"]')).toHaveLength(2);
    // One skeleton stands for the lobby: no empty shelf waits below it to be pushed into view (layout shift).
    expect(busy).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'New' })).toBeNull();
  });

  it('CASINO-011 a section shows one skeleton until its games and studio chips are known, then both at once', async () => {
    stubCatalogue();
    let release: () => void = () => undefined;
    const providersKnown = new Promise<void>((resolve) => (release = resolve));
    const providers = apiStubs.get(`GET ${CASINO_PATHS.providers}`)!;
    apiStubs.set(`GET ${CASINO_PATHS.providers}`, async (request: TransportRequest) => {
      await providersKnown;
      return providers(request);
    });
    renderApp('/en/fast-games');
    const skeleton = await screen.findByRole('list', { name: 'Fast games', busy: true });
    expect(skeleton.querySelectorAll('[data-skeleton="game"]')).toHaveLength(16);
    // The games have arrived, the chips not yet: still the skeleton, no chips.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('list', { name: 'Fast games', busy: true })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'All studios' })).toBeNull();
    release();
    const list = await screen.findByRole('list', { name: 'Fast games', busy: false });
    expect(within(list).getByRole('link', { name: 'Dice' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aurora Gaming' })).toBeInTheDocument();
  });

  it('CASINO-001 a section page asks the server for its section; a studio chip filters it through the address', async () => {
    const queries = stubCatalogue();
    const { router } = renderApp('/en/fast-games');
    const list = await screen.findByRole('list', { name: 'Fast games', busy: false });
    await within(list).findByRole('link', { name: 'Dice' });
    expect(queries.at(-1)).toEqual({ section: 'fast-games', limit: 200 });
    await userEvent.click(screen.getByRole('button', { name: 'Aurora Gaming' }));
    expect(router.state.location.search).toBe('?provider=aurora-gaming');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Aurora Gaming' })).toHaveAttribute('aria-pressed', 'true'),
    );
  });

  it('CASINO-001 a studio in the address filters the section', async () => {
    const queries = stubCatalogue();
    renderApp('/en/fast-games?provider=aurora-gaming');
    expect(await screen.findByText('No games here yet.')).toBeInTheDocument();
    expect(queries.at(-1)).toEqual({ section: 'fast-games', provider: 'aurora-gaming', limit: 200 });
    expect(screen.getByRole('button', { name: 'Aurora Gaming' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All studios' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('CASINO-002 the search finds games as the player types and keeps the query in the address', async () => {
    const queries = stubCatalogue();
    const { router } = renderApp('/en/casino-search');
    const box = await screen.findByRole('searchbox', { name: 'Search games' });
    await userEvent.type(box, 'fruit');
    expect(await screen.findByText('1 game found for “fruit”.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fruit Five' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=fruit');
    // The search is asked a pause after the last keystroke: on a slow machine an earlier pause asked for "f" first.
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ q: 'fruit' }));
  });

  it('CASINO-002 a player stars a game: the server keeps it and my casino lists it', async () => {
    stubCatalogue();
    testStores().user.userId = 7;
    let favourites: CasinoGame[] = [];
    apiStubs.set(`GET ${CASINO_PATHS.favourites}`, () => ({
      status: 200,
      data: { total: favourites.length, games: favourites },
    }));
    apiStubs.set(`PUT ${pathWith(CASINO_PATHS.favourite, { slug: 'fruit-five' })}`, () => {
      favourites = [CATALOGUE[0]!];
      return { status: 200, data: { total: 1, games: favourites } };
    });
    const { router } = renderApp('/en/casino');
    const popular = await screen.findByRole('list', { name: 'Popular', busy: false });
    const star = await within(popular).findByRole('button', { name: 'Add Fruit Five to favourites' });
    await userEvent.click(star);
    await waitFor(() =>
      expect(
        within(popular).getByRole('button', { name: 'Remove Fruit Five from favourites' }),
      ).toHaveAttribute('aria-pressed', 'true'),
    );
    await router.navigate('/en/my-casino/favorites');
    const mine = await screen.findByRole('list', { name: 'Favourite games' });
    expect(await within(mine).findByRole('link', { name: 'Fruit Five' })).toBeInTheDocument();
  });
});

describe('casino game history', () => {
  it('verifies a revealed round in the browser: the seed hashes to the commitment and replays the outcome', async () => {
    testStores().user.userId = 7;
    const serverSeed = 'ab'.repeat(32);
    const played = playFairRound({
      game: 'dice',
      bet: { stake: 100, direction: 'under', target: 5000 },
      serverSeed,
      clientSeed: 'player-seed',
      nonce: 3,
    });
    if (!played.ok) throw new Error(played.error.message);
    const round: RoundSummary = {
      roundId: '6f1c2b1e-4c55-4c1a-9a44-8d1f0b7b9e01',
      game: 'dice',
      stake: 100,
      win: played.value.outcome.payout,
      currencyId: 3,
      accountId: 11,
      balance: 900 + played.value.outcome.payout,
      nonce: 3,
      verifiable: true,
      createdAt: '2026-11-20T10:00:00.000Z',
    };
    apiStubs.set(`GET ${CASINO_PATHS.rounds}`, () => ({ status: 200, data: { total: 1, rounds: [round] } }));
    let outcome: unknown = played.value.outcome;
    apiStubs.set(`GET ${pathWith(CASINO_PATHS.verify, { roundId: round.roundId })}`, () => ({
      status: 200,
      data: {
        game: 'dice',
        version: played.value.version,
        bet: { stake: 100, direction: 'under', target: 5000 },
        serverSeed,
        serverSeedHash: (hashServerSeed(serverSeed) as { ok: true; value: string }).value,
        clientSeed: 'player-seed',
        nonce: 3,
        outcome,
      },
    }));
    renderApp('/en/office/history?tab=casino');
    const list = await screen.findByRole('list', { name: 'Casino rounds' });
    await userEvent.click(within(list).getByRole('button', { name: 'Verify' }));
    expect(
      await within(list).findByText('Verified: round 3 replays to the same result from the revealed seed.'),
    ).toBeInTheDocument();
    // A server that stored another outcome than the seed gives is caught.
    outcome = { ...played.value.outcome, roll: (played.value.outcome as { roll: number }).roll + 1 };
    await userEvent.click(within(list).getByRole('button', { name: 'Verify' }));
    expect(await within(list).findByText('Not verified (outcome).')).toBeInTheDocument();
  });

  it('a verified round links to the public verifier, which replays it from the address alone', async () => {
    testStores().user.userId = 7;
    const serverSeed = 'cd'.repeat(32);
    const bet = { stake: 250, picks: [3, 17, 42, 80] };
    const played = playFairRound({ game: 'keno', bet, serverSeed, clientSeed: 'my-seed', nonce: 12 });
    if (!played.ok) throw new Error(played.error.message);
    const round: RoundSummary = {
      roundId: '0b8e7c1a-3d2f-4e5a-8b6c-7d9e0f1a2b3c',
      game: 'keno',
      stake: 250,
      win: played.value.outcome.payout,
      currencyId: 3,
      accountId: 11,
      balance: 1000,
      nonce: 12,
      verifiable: true,
      createdAt: '2026-11-20T10:00:00.000Z',
    };
    apiStubs.set(`GET ${CASINO_PATHS.rounds}`, () => ({ status: 200, data: { total: 1, rounds: [round] } }));
    apiStubs.set(`GET ${pathWith(CASINO_PATHS.verify, { roundId: round.roundId })}`, () => ({
      status: 200,
      data: {
        game: 'keno',
        version: played.value.version,
        bet,
        serverSeed,
        serverSeedHash: played.value.serverSeedHash,
        clientSeed: 'my-seed',
        nonce: 12,
        outcome: played.value.outcome,
      },
    }));
    renderApp('/en/office/history?tab=casino');
    const list = await screen.findByRole('list', { name: 'Casino rounds' });
    await userEvent.click(within(list).getByRole('button', { name: 'Verify' }));
    await userEvent.click(await within(list).findByRole('link', { name: 'Check it on the public verifier' }));
    const result = await screen.findByRole('region', { name: 'Keno, round 12' });
    const outcome = played.value.outcome as unknown as { drawn: number[] };
    expect(within(result).getByText(outcome.drawn.join(', '))).toBeInTheDocument();
    expect(within(result).getByText(played.value.serverSeedHash)).toBeInTheDocument();
    expect(screen.getByLabelText('Your numbers')).toHaveValue('3, 17, 42, 80');
    expect(screen.getByLabelText('Stake')).toHaveValue('2.50');
  });
});

describe('the public verifier (provably-fair)', () => {
  const serverSeed = '0f'.repeat(32);
  const serverSeedHash = (hashServerSeed(serverSeed) as { ok: true; value: string }).value;

  async function fill(values: Record<string, string>) {
    for (const [label, value] of Object.entries(values)) {
      const field = screen.getByLabelText(label);
      await userEvent.clear(field);
      await userEvent.type(field, value);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
  }

  it('a guest pastes the seeds of a round of each game and sees the result the engines give', async () => {
    renderApp('/en/provably-fair');
    expect(await screen.findByRole('heading', { level: 1, name: 'Provably fair' })).toBeInTheDocument();
    expect(screen.getByText('packages/games/src/fair.ts')).toBeInTheDocument();
    const seeds = {
      'Server seed hash shown before the round': serverSeedHash,
      'Revealed server seed': serverSeed,
      'Client seed': 'guest-seed',
    };

    // Dice: roll over 49.50.
    await userEvent.click(screen.getByRole('radio', { name: 'Roll over' }));
    await fill({ ...seeds, 'Round number (nonce)': '5', Stake: '2', Target: '49.50' });
    const dice = playFairRound({
      game: 'dice',
      bet: { stake: 200, direction: 'over', target: 4950 },
      serverSeed,
      clientSeed: 'guest-seed',
      nonce: 5,
    });
    if (!dice.ok) throw new Error(dice.error.message);
    const diceResult = await screen.findByRole('region', { name: 'Dice, round 5' });
    const roll = (dice.value.outcome as { roll: number }).roll;
    expect(within(diceResult).getByText((roll / 100).toFixed(2))).toBeInTheDocument();

    // Crash with an auto cash-out at 2.00.
    await userEvent.selectOptions(screen.getByLabelText('Game'), 'crash');
    await fill({ 'Round number (nonce)': '6', 'Cash-out multiplier': '2' });
    const crash = playFairRound({
      game: 'crash',
      bet: { stake: 200, cashOut: 200 },
      serverSeed,
      clientSeed: 'guest-seed',
      nonce: 6,
    });
    if (!crash.ok) throw new Error(crash.error.message);
    const crashResult = await screen.findByRole('region', { name: 'Crash, round 6' });
    const point = (crash.value.outcome as { crashPoint: number }).crashPoint;
    expect(
      within(crashResult).getByText(
        `${new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(point / 100)}×`,
      ),
    ).toBeInTheDocument();

    // The slot: the reel stops.
    await userEvent.selectOptions(screen.getByLabelText('Game'), 'slot');
    await fill({ 'Round number (nonce)': '7' });
    const slot = playFairRound({
      game: 'slot',
      bet: { stake: 200 },
      serverSeed,
      clientSeed: 'guest-seed',
      nonce: 7,
    });
    if (!slot.ok) throw new Error(slot.error.message);
    const slotResult = await screen.findByRole('region', { name: 'Fruit Five, round 7' });
    expect(
      within(slotResult).getByText((slot.value.outcome as unknown as { stops: number[] }).stops.join(', ')),
    ).toBeInTheDocument();
  });

  it('replays a roulette spin from the chips a guest types, and says where the ball landed and what won', async () => {
    renderApp('/en/provably-fair');
    await screen.findByRole('heading', { level: 1, name: 'Provably fair' });
    await userEvent.selectOptions(screen.getByLabelText('Game'), 'roulette');
    await fill({
      'Server seed hash shown before the round': serverSeedHash,
      'Revealed server seed': serverSeed,
      'Client seed': 'guest-seed',
      'Round number (nonce)': '9',
      Chips: 'split 17-18 2.00; red 1.00; dozen 2 0.50',
    });
    const spin = playFairRound({
      game: 'roulette',
      bet: {
        chips: [
          { kind: 'split', numbers: [17, 18], stake: 200 },
          { kind: 'red', stake: 100 },
          { kind: 'dozen', target: 2, stake: 50 },
        ],
      },
      serverSeed,
      clientSeed: 'guest-seed',
      nonce: 9,
    });
    if (!spin.ok) throw new Error(spin.error.message);
    const outcome = spin.value.outcome as { number: number; colour: string; wins: number };
    const result = await screen.findByRole('region', { name: 'European Roulette, round 9' });
    expect(
      within(result).getByText(
        `Landed on ${outcome.number} ${outcome.colour}; won ${outcome.wins} of 3 bets`,
      ),
    ).toBeInTheDocument();
    await fill({ Chips: 'split 3-4 1.00' });
    expect(
      await screen.findByText(
        'These values do not make a round the game could play. Check the stake and the bet.',
      ),
    ).toBeInTheDocument();
  });

  it('a seed that is not the committed one is refused, and a field typed wrong says what to fix', async () => {
    renderApp('/en/provably-fair');
    await screen.findByRole('heading', { level: 1, name: 'Provably fair' });
    await fill({
      'Server seed hash shown before the round': serverSeedHash,
      'Revealed server seed': '1e'.repeat(32),
      'Client seed': 'guest-seed',
      'Round number (nonce)': '0',
    });
    expect(
      await screen.findByText(
        'This seed does not match the hash: it is not the seed that was committed to before the round.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /round 0/ })).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Game'), 'keno');
    await fill({ 'Revealed server seed': serverSeed, 'Your numbers': '3, 3, 90' });
    expect(await screen.findByText('Enter 1 to 10 different numbers from 1 to 80.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /round 0/ })).not.toBeInTheDocument();
  });
});

describe('casino game page', () => {
  const SEED = { serverSeedHash: 'c'.repeat(64), clientSeed: 'player-seed', nonce: 0 };

  function roundAnswer(game: 'dice' | 'slot', fun: boolean, stake: number, balance: number | null) {
    const played = playFairRound({
      game,
      bet: game === 'dice' ? { stake, direction: 'under', target: 5000 } : { stake },
      serverSeed: 'ab'.repeat(32),
      clientSeed: 'player-seed',
      nonce: 0,
    });
    if (!played.ok) throw new Error(played.error.message);
    const win = played.value.outcome.payout;
    return {
      roundId: '6f1c2b1e-4c55-4c1a-9a44-8d1f0b7b9e02',
      game,
      fun,
      stake,
      win,
      accountId: fun ? null : 11,
      currencyId: fun ? null : 3,
      balance: balance === null ? null : balance - stake + win,
      serverSeedHash: SEED.serverSeedHash,
      clientSeed: 'player-seed',
      nonce: 0,
      version: 1,
      bet: {},
      outcome: played.value.outcome,
      serverSeed: fun ? 'ab'.repeat(32) : null,
    };
  }

  it('CASINO-010 a guest plays dice for fun: the fun endpoint is asked, no money account is touched', async () => {
    stubCatalogue();
    apiStubs.set(`GET ${pathWith(CASINO_PATHS.gameById, { gameId: 1002 })}`, () => ({
      status: 200,
      data: CATALOGUE[1],
    }));
    const sent: unknown[] = [];
    apiStubs.set(`POST ${CASINO_PATHS.fun}`, (request: TransportRequest) => {
      sent.push(request.body);
      return { status: 200, data: roundAnswer('dice', true, 100, null) };
    });
    apiStubs.set(`POST ${CASINO_PATHS.rounds}`, () => {
      throw new Error('a guest must not play for money');
    });
    renderApp('/en/casino/game/1002/dice');
    expect(await screen.findByText(/You are playing for fun/)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Roll' }));
    expect(
      await screen.findByText(/^(You won .+|No win this time .+|Your stake came back: .+)$/),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ game: 'dice', bet: { stake: 100, direction: 'under', target: 5000 } }]);
  });

  it('a guest plays roulette for fun with two chips, placed by mouse and keyboard: the chips go as one bet, the spin reads in words', async () => {
    const roulette = game({
      id: 1020,
      slug: 'roulette',
      name: 'European Roulette',
      engine: 'roulette',
      category: 'cards',
    });
    stubCatalogue();
    apiStubs.set(`GET ${pathWith(CASINO_PATHS.gameById, { gameId: 1020 })}`, () => ({
      status: 200,
      data: roulette,
    }));
    const sent: { game: string; bet: unknown }[] = [];
    apiStubs.set(`POST ${CASINO_PATHS.fun}`, (request: TransportRequest) => {
      const body = request.body as { game: string; bet: unknown };
      sent.push(body);
      const played = playFairRound({
        ...body,
        serverSeed: 'ab'.repeat(32),
        clientSeed: 'player-seed',
        nonce: 0,
      });
      if (!played.ok) throw new Error(played.error.message);
      const outcome = played.value.outcome;
      return {
        status: 200,
        data: {
          ...roundAnswer('dice', true, outcome.stake, null),
          game: 'roulette',
          stake: outcome.stake,
          win: outcome.payout,
          bet: body.bet,
          outcome,
        },
      };
    });
    renderApp('/en/casino/game/1020/roulette');
    const layout = await screen.findByRole('group', { name: 'Roulette betting layout' });
    await userEvent.click(within(layout).getByRole('button', { name: 'Red' }));
    within(layout).getByRole('button', { name: 'Split 17/18' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(within(layout).getByRole('button', { name: 'Split 17/18, chip $1.00' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Spin' }));
    expect(
      await screen.findByText(/^Landed on \d{1,2} (red|black|green); won [0-2] of 2 bets$/),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      {
        game: 'roulette',
        bet: {
          chips: [
            { kind: 'red', stake: 100 },
            { kind: 'split', numbers: [17, 18], stake: 100 },
          ],
        },
      },
    ]);
  });

  it('a game page says what the game returns, its largest win, its stakes and its rules, from the engines themselves', async () => {
    stubCatalogue();
    apiStubs.set(`GET ${pathWith(CASINO_PATHS.gameById, { gameId: 1001 })}`, () => ({
      status: 200,
      data: CATALOGUE[0],
    }));
    renderApp('/en/slots/game/1001/fruit-five');
    await userEvent.click(await screen.findByText('About this game'));
    const about = screen.getByText('About this game').closest('details')!;
    const fact = (term: string) => within(about).getByText(term).nextElementSibling?.textContent;
    // slotTheoreticalRtp: 95.9993 %, shown to two decimals.
    expect(fact('Return to player')).toBe('96.00 %');
    expect(fact('Largest win')).toBe('1,000× the stake');
    expect(fact('Volatility')).toBe('Medium');
    // A guest's fun stakes are in dollars.
    expect(fact('Stakes')).toBe('$0.10 to $1,000.00');
    expect(within(about).getByText(/Five reels, three rows and ten lines/)).toBeInTheDocument();
    expect(within(about).getByRole('link', { name: /How provably fair works/ })).toHaveAttribute(
      'href',
      '/en/provably-fair',
    );
    // The casino's sections under the game are named (their titles are loaded for the bar).
    const sections = screen.getByRole('navigation', { name: 'Casino sections' });
    expect(within(sections).getByRole('link', { name: 'Slots' })).toHaveAttribute('href', '/en/slots');
  });

  it('CASINO-004 a game reached by another name is sent to its own address', async () => {
    stubCatalogue();
    apiStubs.set(`GET ${pathWith(CASINO_PATHS.gameById, { gameId: 1002 })}`, () => ({
      status: 200,
      data: CATALOGUE[1],
    }));
    const { router } = renderApp('/en/slots/game/1002/old-name');
    await screen.findByRole('heading', { level: 1, name: 'Dice' });
    expect(router.state.location.pathname).toBe('/en/casino/game/1002/dice');
  });

  it('auto-play rolls the dice with a new round id each time and stops at the loss the player set; a refusal stops it too', async () => {
    stubCatalogue();
    testStores().user.userId = 7;
    apiStubs.set(`GET ${pathWith(CASINO_PATHS.gameById, { gameId: 1002 })}`, () => ({
      status: 200,
      data: CATALOGUE[1],
    }));
    apiStubs.set(`GET ${CASINO_PATHS.seed}`, () => ({ status: 200, data: SEED }));
    const sent: { roundId: string }[] = [];
    let refuseAfter = Infinity;
    apiStubs.set(`POST ${CASINO_PATHS.rounds}`, (request: TransportRequest) => {
      sent.push(request.body as { roundId: string });
      if (sent.length > refuseAfter)
        return {
          status: 403,
          data: {
            statusCode: 403,
            error: 'Forbidden',
            message: 'the loss limit allows 0',
            code: 'CASINO_LIMIT_REACHED',
            reason: 'loss_limit',
            allowed: 0,
          },
        };
      const answer = roundAnswer('dice', false, 100, 125_050);
      // Every roll loses: the net falls by the stake each round.
      return {
        status: 200,
        data: {
          ...answer,
          win: 0,
          balance: 125_050 - 100 * sent.length,
          outcome: { ...answer.outcome, won: false, payout: 0 },
        },
      };
    });
    const { accountOf } = await import('../stores/account');
    const wallet = balanceFixture();
    Object.assign(accountOf(testStores()), {
      all_accounts: wallet.all_accounts,
      accounts: wallet.accounts,
      activeAccountId: wallet.active_account_id,
      balance: wallet.balance,
      status: 'ready',
    });
    renderApp('/en/casino/game/1002/dice');
    await userEvent.click(await screen.findByText('Auto-play'));
    const start = screen.getByRole('button', { name: 'Start auto-play' });
    // The loss stop is required.
    await userEvent.click(start);
    expect(
      await screen.findByText('Enter the loss at which auto-play stops, for example 10.'),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Stop after a loss of'), '2.50');
    await userEvent.click(start);
    expect(
      await screen.findByText(/^Auto-play stopped at your loss stop: 3 rounds, net -.3\.00\.$/, undefined, {
        timeout: 10_000,
      }),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((each) => each.roundId)).size).toBe(3);
    // The session's rolls, newest first, each said to be a loss.
    const recent = screen.getByRole('list', { name: 'Recent results' });
    expect(within(recent).getAllByRole('listitem')).toHaveLength(3);
    expect(within(recent).getAllByRole('listitem')[0]).toHaveTextContent(/^\d{1,2}\.\d{2}no win$/);

    // The server refuses the second round of the next run (a limit): auto-play stops there.
    refuseAfter = sent.length + 1;
    await userEvent.clear(screen.getByLabelText('Stop after a loss of'));
    await userEvent.type(screen.getByLabelText('Stop after a loss of'), '50');
    await userEvent.click(screen.getByRole('button', { name: 'Start auto-play' }));
    expect(
      await screen.findByText(
        /^Auto-play stopped: a round was not played \(1 played, net -.1\.00\)\.$/,
        undefined,
        {
          timeout: 10_000,
        },
      ),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(5);
  });

  it('a player spins for money: the round id is a UUID, the balance follows the server; a time-out veils the game with the reason', async () => {
    stubCatalogue();
    testStores().user.userId = 7;
    apiStubs.set(`GET ${pathWith(CASINO_PATHS.gameById, { gameId: 1001 })}`, () => ({
      status: 200,
      data: CATALOGUE[0],
    }));
    apiStubs.set(`GET ${CASINO_PATHS.seed}`, () => ({ status: 200, data: SEED }));
    const sent: { roundId: string; game: string; bet: unknown }[] = [];
    let refuse = false;
    apiStubs.set(`POST ${CASINO_PATHS.rounds}`, (request: TransportRequest) => {
      sent.push(request.body as (typeof sent)[number]);
      if (refuse)
        return {
          status: 403,
          data: {
            statusCode: 403,
            error: 'Forbidden',
            message: 'you are in a time-out or self-exclusion',
            code: 'CASINO_PLAYER_EXCLUDED',
            reason: 'excluded',
          },
        };
      return { status: 200, data: roundAnswer('slot', false, 100, 125_050) };
    });
    const { accountOf } = await import('../stores/account');
    const wallet = balanceFixture();
    Object.assign(accountOf(testStores()), {
      all_accounts: wallet.all_accounts,
      accounts: wallet.accounts,
      activeAccountId: wallet.active_account_id,
      balance: wallet.balance,
      status: 'ready',
    });
    renderApp('/en/slots/game/1001/fruit-five');
    const spin = await screen.findByRole('button', { name: 'Spin' });
    await userEvent.click(spin);
    expect(
      await screen.findByText(/^(You won .+|No win this time .+|Your stake came back: .+)$/),
    ).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ game: 'slot', bet: { stake: 100 } });
    expect(sent[0]!.roundId).toMatch(/^[0-9a-f-]{36}$/);
    const expected = roundAnswer('slot', false, 100, 125_050).balance;
    await waitFor(() => expect(accountOf(testStores()).balance).toBe(expected));
    expect(accountOf(testStores()).all_accounts[0]!.money).toBe(expected);
    // The seed's commitment is shown before the next round.
    expect(await screen.findByTestId('server-seed-hash')).toHaveTextContent(SEED.serverSeedHash);
    refuse = true;
    await userEvent.click(screen.getByRole('button', { name: 'Spin' }));
    const veil = await screen.findByTestId('game-refused');
    expect(veil).toHaveTextContent('You are taking a break (a time-out or self-exclusion)');
    expect(within(veil).getByRole('link', { name: 'Your limits' })).toHaveAttribute(
      'href',
      '/en/office/responsible',
    );
    expect(screen.getByRole('button', { name: 'Spin' })).toBeDisabled();
    expect(sent).toHaveLength(2);
    expect(sent[1]!.roundId).not.toBe(sent[0]!.roundId);
  });
});

describe('casino landings', () => {
  it('CASINO-007 a headless landing shows the welcome offer the server grants, the way in and the games to try', async () => {
    stubCatalogue();
    const { container, router } = renderApp('/en/bonus/casino/landing-spring');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Double your first deposit' }),
    ).toBeInTheDocument();
    expect(container.querySelector('[data-layout="headless"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/en/registration?returnUrl=%2Fen%2Fthank-you',
    );
    const games = await screen.findByRole('list', { name: 'Betline Studio games', busy: false });
    expect(within(games).getByRole('link', { name: 'Fruit Five' })).toBeInTheDocument();
    testStores().user.userId = 7;
    await router.navigate('/en/first-bonus');
    expect(await screen.findByRole('link', { name: 'Make a deposit' })).toHaveAttribute(
      'href',
      '/en/office/recharge',
    );
  });

  it('CASINO-009 a guest who registers from a casino landing ends on the thank-you page', async () => {
    stubCatalogue();
    const { router } = renderApp('/en/bonus/casino/landing-spring');
    await screen.findByRole('heading', { level: 1, name: 'Double your first deposit' });
    await router.navigate(screen.getByRole('link', { name: 'Register' }).getAttribute('href')!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/registration'));
    // The registration signs the player in (the session check now answers the player).
    testStores().user.userId = 7;
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/thank-you'), { timeout: 10_000 });
    expect(await screen.findByRole('link', { name: 'Make a deposit' })).toHaveAttribute(
      'href',
      '/en/office/recharge',
    );
  });
});

describe('the public verifier takes a money wheel bet from a shared table', () => {
  it('reads the chips from the address a bet links to and gives back the same bet, with the table as client seed', async () => {
    const { verifierSearch, valuesFromSearch, roundFromValues, parseWheelChips } =
      await import('./fair/verifierForm');
    const bet = {
      stake: 600,
      chips: [
        { value: '2', stake: 500 },
        { value: '40', stake: 100 },
      ],
    };
    const search = verifierSearch(
      {
        game: 'wheel',
        version: 1,
        bet,
        serverSeed: 'ab'.repeat(32),
        serverSeedHash: 'cd'.repeat(32),
        clientSeed: 'money-wheel',
        nonce: 71_844_404,
        outcome: null,
      },
      'EUR',
    );
    const values = valuesFromSearch(new URLSearchParams(search));
    expect(values.chips).toBe('2 5.00; 40 1.00');
    const round = roundFromValues(values);
    expect(round).toMatchObject({
      ok: true,
      round: { game: 'wheel', bet: { chips: bet.chips }, clientSeed: 'money-wheel', nonce: 71_844_404 },
    });
    expect(parseWheelChips('3 1.00', 'EUR')).toBeNull();
    expect(parseWheelChips('2 0', 'EUR')).toBeNull();
  });
});
