import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { SPORTSBOOK_PATHS, pathWith } from '@betline/contracts/paths';
import type { MatchCentre } from '../../api/types';
import { apiStubs, renderApp, stubSiteConfig, stubSiteServices, testStores } from '../../test/app';
import { gameFixture } from '../push/test/fakes';

beforeAll(async () => {
  await import('../../pages/routes/betting-game');
  await import('./MatchCentre');
}, 30_000);

beforeEach(() => {
  testStores().user.userId = null;
  stubSiteConfig();
  stubSiteServices();
  apiStubs.clear();
});

const centre = (over: Partial<MatchCentre> = {}): MatchCentre => ({
  gameId: 5,
  sportId: 1,
  field: 'pitch',
  status: 'live',
  clockSec: 1200,
  period: 1,
  periods: 2,
  score: { first: 1, second: 0 },
  periodScores: [{ first: 1, second: 0 }],
  phase: { kind: 'danger', side: 1 },
  incidents: [
    { type: 'start', clockSec: 0, period: 1, side: null, score: null },
    { type: 'goal', clockSec: 610, period: 1, side: 0, score: { first: 1, second: 0 } },
    { type: 'yellow', clockSec: 900, period: 1, side: 1, score: null },
  ],
  stats: [
    { key: 'possession', first: 55, second: 45 },
    { key: 'corners', first: 3, second: 1 },
  ],
  first: { teamId: 1, nameEng: 'Home', form: ['W', 'W', 'D'], position: 2, points: 7, played: 3 },
  second: { teamId: 2, nameEng: 'Away', form: [], position: null, points: 0, played: 0 },
  meetings: [{ gameId: 3, startAt: '2026-11-20T18:00:00Z', score: { first: 2, second: 2 }, winner: 'draw' }],
  ...over,
});

function stub(game = gameFixture(5), answer: MatchCentre = centre()) {
  apiStubs.set(`GET ${pathWith(SPORTSBOOK_PATHS.game, { gameId: 5 })}`, () => ({ status: 200, data: game }));
  apiStubs.set(`GET ${pathWith(SPORTSBOOK_PATHS.centre, { gameId: 5 })}`, () => ({
    status: 200,
    data: answer,
  }));
}

describe('the match centre on a game page', () => {
  it('a live game: the phase of play in words, the statistics as sentences, the timeline newest first, form and meetings', async () => {
    stub();
    renderApp('/en/live/sport/1-football/1-league/5');
    const section = await screen.findByRole('region', { name: 'Match centre' }, { timeout: 15_000 });
    const inside = within(section);
    expect(await inside.findByText('Dangerous attack: Away')).toBeInTheDocument();
    expect(inside.getByText('Possession: Home 55%, Away 45%')).toBeInTheDocument();
    expect(inside.getByText('Corners: Home 3, Away 1')).toBeInTheDocument();
    const timeline = inside.getByRole('list', { name: 'Timeline' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(["16'16' Yellow card: Away", "11'11' Goal: Home (1:0)", 'Start of play']);
    expect(inside.getByText('Place 2 · points: 7 · played: 3')).toBeInTheDocument();
    expect(inside.getByText('Not in the table yet')).toBeInTheDocument();
    expect(inside.getByText('Last results, latest first: won, won, drawn')).toBeInTheDocument();
    expect(inside.getByText(/Home 2:2 Away/)).toBeInTheDocument();
  });

  it('a game before its start shows the form and the meetings only, below its markets', async () => {
    const line = { ...gameFixture(5), gameStatusId: 1 as const, isLive: false, gameTimeSec: 0, period: 0 };
    stub(line, centre({ status: 'line', phase: null, incidents: [], stats: [], meetings: [] }));
    renderApp('/en/line/sport/1-football/1-league/5');
    const section = await screen.findByRole('region', { name: 'Match centre' }, { timeout: 15_000 });
    const inside = within(section);
    expect(await inside.findByText('They have not met in the last 8 days.')).toBeInTheDocument();
    expect(inside.queryByRole('list', { name: 'Timeline' })).toBeNull();
    expect(inside.queryByRole('list', { name: 'Statistics' })).toBeNull();
    expect(inside.getByRole('heading', { name: 'Form and table' })).toBeInTheDocument();
  });
});
