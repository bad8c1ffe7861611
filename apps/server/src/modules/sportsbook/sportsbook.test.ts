import {
  apiErrorSchema,
  champResponseSchema,
  champsResponseSchema,
  gameSchema,
  gamesResponseSchema,
  LONG_TERM_SPORT_ID,
  matchCentreSchema,
  resultsResponseSchema,
  searchResponseSchema,
  SPORTSBOOK_PATHS,
  sportsMenuResponseSchema,
  teamResponseSchema,
  type SportsGame,
} from '@betline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { createSeededDatabase, drivers, type TestDatabase } from '../../test/databases';
import { createFeed, type FeedService } from '../feed/service';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const P = SPORTSBOOK_PATHS;

/** The seed's market fields (COUPON-018). */
const MARKET_FIELDS = [
  'id',
  'sportId',
  'sportName',
  'champId',
  'champName',
  'gameId',
  'typeId',
  'kind',
  'coef',
  'coefByView',
  'isLive',
  'isSpecialCoef',
];

describe.each(drivers)('sportsbook read API on $name', (driver) => {
  let database: TestDatabase;
  let app: App;
  let feed: FeedService;
  let clock = NOW;

  beforeAll(async () => {
    database = await createSeededDatabase(driver);
    feed = createFeed({ database, seed: 3, horizonDays: 2, speed: 1, now: () => clock });
    await feed.schedule();
    while ((await feed.tick()).started > 0);
    app = buildApp({ db: database, webDistDir: null, feed });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  async function get(url: string) {
    const res = await app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.json() as unknown, headers: res.headers };
  }
  async function expect400(url: string, pattern: RegExp) {
    const { status, body } = await get(url);
    expect(status, url).toBe(400);
    expect(apiErrorSchema.parse(body).message).toMatch(pattern);
  }
  async function games(query: string): Promise<SportsGame[]> {
    const { status, body } = await get(`${P.games}?limit=200&${query}`);
    expect(status, query).toBe(200);
    return gamesResponseSchema.parse(body).games;
  }

  it('SEO-005 the sports menu lists every sport and long-term bets (2999) with line and live counts', async () => {
    const { status, body, headers } = await get(P.sports);
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('no-store');
    const menu = sportsMenuResponseSchema.parse(body).sports;
    const ids = menu.map((s) => s.sportId);
    for (const id of [1, 2, 3, 4, 6, 10, 66, 40, 41, 42, 80, LONG_TERM_SPORT_ID]) expect(ids).toContain(id);
    expect(menu.find((s) => s.sportId === LONG_TERM_SPORT_ID)?.lineCount).toBeGreaterThan(0);
    expect(menu.reduce((n, s) => n + s.liveCount, 0)).toBeGreaterThan(0);
    // The counts are the lists' sizes.
    const football = menu.find((s) => s.sportId === 1);
    const line = gamesResponseSchema.parse((await get(`${P.games}?section=line&sportId=1&limit=1`)).body);
    const live = gamesResponseSchema.parse((await get(`${P.games}?section=live&sportId=1&limit=1`)).body);
    expect(football?.lineCount).toBe(line.total);
    expect(football?.liveCount).toBe(live.total);
  });

  it('CONST-011 time filters: 1 upcoming, 2 first period, 3 second period, 6 recommended, 0 all', async () => {
    const all = await games('timeFilter=0');
    const upcoming = await games('timeFilter=1');
    expect(upcoming.length).toBeGreaterThan(0);
    for (const g of upcoming) {
      expect(g.gameStatusId).toBe(1);
      expect(Date.parse(g.startAt) - clock).toBeLessThanOrEqual(2 * 3_600_000);
      expect(g.sportId).not.toBe(LONG_TERM_SPORT_ID);
    }
    const first = await games('section=live&timeFilter=2');
    const second = await games('section=live&timeFilter=3');
    expect(first.length + second.length).toBeGreaterThan(0);
    for (const g of first) expect([g.isLive, g.period]).toEqual([true, 1]);
    for (const g of second) expect([g.isLive, g.period]).toEqual([true, 2]);
    const recommended = await games('timeFilter=6');
    expect(recommended.length).toBeGreaterThan(0);
    for (const g of recommended) expect(g.isTop).toBe(true);
    expect(all.length).toBeGreaterThanOrEqual(Math.min(200, upcoming.length + first.length));
    const menu = sportsMenuResponseSchema.parse((await get(`${P.sports}?timeFilter=1`)).body).sports;
    expect(menu.every((s) => s.liveCount === 0)).toBe(true);
    expect(menu.reduce((n, s) => n + s.lineCount, 0)).toBe(
      gamesResponseSchema.parse((await get(`${P.games}?timeFilter=1&limit=1`)).body).total,
    );
    for (const bad of ['4', '5', '-1', 'x', ''])
      await expect400(`${P.games}?timeFilter=${bad}`, /timeFilter/);
  });

  it('championships of a sport with counts; unknown sport 404; malformed sportId 400', async () => {
    const { status, body } = await get(`${P.champs}?sportId=1`);
    expect(status).toBe(200);
    const champs = champsResponseSchema.parse(body).champs;
    expect(champs.length).toBeGreaterThan(3);
    expect(champs.every((c) => c.sportId === 1)).toBe(true);
    const menu = sportsMenuResponseSchema.parse((await get(P.sports)).body).sports;
    const football = menu.find((s) => s.sportId === 1);
    expect(champs.reduce((n, c) => n + c.lineCount, 0)).toBe(football?.lineCount);
    const longTerm = champsResponseSchema.parse(
      (await get(`${P.champs}?sportId=${LONG_TERM_SPORT_ID}`)).body,
    );
    expect(longTerm.champs.length).toBeGreaterThan(3);
    const missing = await get(`${P.champs}?sportId=77`);
    expect(missing.status).toBe(404);
    expect(apiErrorSchema.parse(missing.body).message).toMatch(/sport 77 does not exist/);
    await expect400(`${P.champs}?sportId=abc`, /^query\.sportId: /);
    await expect400(P.champs, /^query\.sportId: /);
  });

  it('COUPON-018 games carry their main markets with the seed market fields, priced with a margin', async () => {
    const list = await games('section=line&sportId=1');
    expect(list.length).toBeGreaterThan(0);
    for (const game of list) {
      expect(game.markets.length).toBeGreaterThan(0);
      expect(game.markets.length).toBeLessThan(game.marketsCount);
      for (const group of game.markets) {
        expect(group.isMain).toBe(true);
        const offered = group.outcomes.filter((o) => o.coefThousandths !== null);
        const implied = offered.reduce((s, o) => s + 1000 / (o.coefThousandths ?? 1), 0);
        if (offered.length > 0)
          expect(Math.abs(implied - group.cover * (1 + group.margin))).toBeLessThanOrEqual(
            0.0005 * offered.length,
          );
        for (const outcome of group.outcomes) {
          for (const field of MARKET_FIELDS) expect(outcome).toHaveProperty(field);
          expect(outcome.gameId).toBe(game.gameId);
          expect(outcome.champId).toBe(game.champId);
          expect(outcome.isLive).toBe(false);
          if (outcome.coefThousandths !== null) {
            expect(outcome.coef).toBe(outcome.coefThousandths / 1000);
            expect(Number(outcome.coefByView)).toBe(outcome.coefThousandths / 1000);
          }
        }
      }
    }
    await expect400(`${P.games}?sportId=0`, /^query\.sportId: /);
    await expect400(`${P.games}?limit=1000`, /limit/);
    expect((await get(`${P.games}?champId=999999`)).status).toBe(404);
  });

  it('one game with all its markets, in the requested odds format; unknown 404; malformed 400', async () => {
    const [first] = await games('section=line&sportId=1');
    if (!first) throw new Error('no game');
    const { status, body } = await get(`${P.games}/${first.gameId}?coefViewId=2`);
    expect(status).toBe(200);
    const game = gameSchema.parse(body);
    expect(game.markets.length).toBe(game.marketsCount);
    expect(game.markets.map((m) => m.nameEng)).toEqual(
      expect.arrayContaining([
        '1X2',
        'Double chance',
        'Total',
        'Handicap',
        'Both teams to score',
        'Correct score',
      ]),
    );
    // American odds: +150 / -200 style.
    for (const o of game.markets[0]?.outcomes ?? [])
      if (o.coef !== null) expect(o.coefByView).toMatch(/^[+-]\d+$/);
    expect((await get(`${P.games}/123456789`)).status).toBe(404);
    await expect400(`${P.games}/abc`, /^params\.gameId: /);
    await expect400(`${P.games}/0`, /^params\.gameId: /);
    await expect400(`${P.games}/${first.gameId}?coefViewId=3`, /coefViewId/);
  });

  it('COUPON-021 live games are status 2 with a game time and a score; their markets are live', async () => {
    const live = await games('section=live');
    expect(live.length).toBeGreaterThan(0);
    for (const game of live) {
      expect(game.gameStatusId).toBe(2);
      expect(game.isLive).toBe(true);
      expect(game.period).toBeGreaterThanOrEqual(1);
      expect(game.scoreFormatted).toMatch(/^\d+:\d+/);
      for (const o of game.markets.flatMap((m) => m.outcomes)) expect(o.isLive).toBe(true);
    }
  });

  it('top events are the recommended games', async () => {
    const { status, body } = await get(`${P.top}?section=line&limit=5`);
    expect(status).toBe(200);
    const top = gamesResponseSchema.parse(body).games;
    expect(top.length).toBeGreaterThan(0);
    expect(top.length).toBeLessThanOrEqual(5);
    for (const g of top) expect([g.isTop, g.gameStatusId]).toEqual([true, 1]);
    await expect400(`${P.top}?section=soon`, /^query\.section: /);
  });

  it('search finds games, championships and teams by part of a name; a too short query is 400', async () => {
    const [game] = await games('section=line&sportId=3');
    const name = game?.firstOpponent?.nameEng;
    if (!name) throw new Error('no basketball game');
    const part = name.slice(0, 5).toLowerCase();
    const { status, body } = await get(`${P.search}?q=${encodeURIComponent(part)}`);
    expect(status).toBe(200);
    const found = searchResponseSchema.parse(body);
    expect(found.teams.some((t) => t.nameEng === name)).toBe(true);
    for (const g of found.games) expect(g.nameEng.toLowerCase()).toContain(part);
    const champs = searchResponseSchema.parse((await get(`${P.search}?q=premier`)).body).champs;
    expect(champs.length).toBeGreaterThan(0);
    const none = searchResponseSchema.parse((await get(`${P.search}?q=${encodeURIComponent('%_')}`)).body);
    expect(none.games.length + none.teams.length + none.champs.length).toBe(0);
    await expect400(`${P.search}?q=a`, /^query\.q: q needs at least 2 characters/);
    await expect400(`${P.search}?q=${'x'.repeat(51)}`, /^query\.q: /);
  });

  it('COUPON-022 results of a day: finished games (status 4) whose results follow the final score', async () => {
    const yesterday = new Date(clock - 86_400_000).toISOString().slice(0, 10);
    const { status, body } = await get(`${P.results}?date=${yesterday}`);
    expect(status).toBe(200);
    const results = resultsResponseSchema.parse(body);
    expect(results.type).toBe('all');
    expect(results.games.length).toBeGreaterThan(10);
    for (const game of results.games) {
      expect(game.gameStatusId).toBe(4);
      expect(game.isFinished).toBe(true);
      expect(game.startAt.slice(0, 10)).toBe(yesterday);
      const { first, second } = game.score;
      expect(game.winner).toBe(first > second ? 'first' : second > first ? 'second' : 'draw');
      for (const group of game.markets) {
        expect(group.outcomes.filter((o) => o.result === 'won')).toHaveLength(group.cover);
        expect(group.outcomes.every((o) => o.coef === null)).toBe(true);
      }
    }
    // Virtual sports run every few minutes: today's zone already has results.
    const today = new Date(clock).toISOString().slice(0, 10);
    const zone = resultsResponseSchema.parse((await get(`${P.results}?date=${today}&type=zone`)).body);
    expect(zone.games.length).toBeGreaterThan(0);
    // The virtual zone: virtual football and virtual tennis.
    expect(zone.games.every((g) => g.sportId === 80 || g.sportId === 81)).toBe(true);
    const live = resultsResponseSchema.parse((await get(`${P.results}?date=${yesterday}&type=live`)).body);
    expect(live.games.every((g) => g.sportId !== LONG_TERM_SPORT_ID)).toBe(true);
    const future = resultsResponseSchema.parse((await get(`${P.results}?date=2030-01-01`)).body);
    expect(future.games).toEqual([]);
    await expect400(`${P.results}?date=2026-02-30`, /^query\.date: date is not a calendar date/);
    await expect400(`${P.results}?date=yesterday`, /^query\.date: /);
    await expect400(`${P.results}?date=${yesterday}&type=zone2`, /^query\.type: /);
  });

  it('multi-live answers the chosen games with every market; an unknown id is 404', async () => {
    const live = await games('section=live');
    const ids = live.slice(0, 3).map((g) => g.gameId);
    expect(ids.length).toBeGreaterThan(0);
    const { status, body } = await get(`${P.multiLive}?ids=${ids.join(',')}`);
    expect(status).toBe(200);
    const answer = gamesResponseSchema.parse(body).games;
    expect(answer.map((g) => g.gameId)).toEqual(ids);
    for (const g of answer) expect(g.markets.length).toBe(g.marketsCount);
    const missing = await get(`${P.multiLive}?ids=${ids[0]},987654321`);
    expect(missing.status).toBe(404);
    expect(apiErrorSchema.parse(missing.body).message).toMatch(/987654321/);
    await expect400(`${P.multiLive}?ids=1,,2`, /^query\.ids: /);
    await expect400(
      `${P.multiLive}?ids=${Array.from({ length: 9 }, (_, i) => i + 1).join(',')}`,
      /^query\.ids: /,
    );
  });

  it('team info: the team, its coming games and its results; unknown 404', async () => {
    const [game] = await games('section=line&sportId=2');
    const teamId = game?.firstOpponent?.teamId;
    if (!teamId) throw new Error('no hockey game');
    const { status, body } = await get(`/web-api/sportsbook/teams/${teamId}`);
    expect(status).toBe(200);
    const team = teamResponseSchema.parse(body);
    expect(team.team.teamId).toBe(teamId);
    expect(team.team.sportNameEng).toBe('Ice Hockey');
    expect(team.coming.some((g) => g.gameId === game?.gameId)).toBe(true);
    for (const g of [...team.coming, ...team.finished])
      expect([g.firstOpponent?.teamId, g.secondOpponent?.teamId]).toContain(teamId);
    expect(team.finished.every((g) => g.isFinished)).toBe(true);
    // The form: the latest results (five at most), latest first, as the finished games show them.
    expect(team.form.length).toBe(Math.min(5, team.finished.length));
    expect((await get('/web-api/sportsbook/teams/42')).status).toBe(404);
    await expect400('/web-api/sportsbook/teams/x1', /^params\.teamId: /);
  });

  it("a championship's table counts its finished games (3 for a win, 1 for a draw, form latest first), with its coming games and results; unknown 404, malformed 400", async () => {
    const yesterday = new Date(clock - 86_400_000).toISOString().slice(0, 10);
    const results = resultsResponseSchema.parse((await get(`${P.results}?date=${yesterday}`)).body);
    const played = results.games.find((g) => g.sportId === 1 && g.firstOpponent);
    if (!played) throw new Error('no football result yesterday');
    const { status, body } = await get(P.champ.replace(':champId', String(played.champId)));
    expect(status).toBe(200);
    const table = champResponseSchema.parse(body);
    expect(table.champ).toMatchObject({
      champId: played.champId,
      sportNameEng: 'Football',
      kind: 'sport',
      draws: true,
    });
    expect(table.finished.some((g) => g.gameId === played.gameId)).toBe(true);
    expect(table.finished.every((g) => g.isFinished && g.champId === played.champId)).toBe(true);
    expect(table.coming.every((g) => !g.isFinished && g.champId === played.champId)).toBe(true);
    // Every team has a row; the rows add up to the results, team by team.
    expect(new Set(table.standings.map((r) => r.teamId)).size).toBe(table.standings.length);
    for (const row of table.standings) {
      const games = table.finished.filter((g) =>
        [g.firstOpponent?.teamId, g.secondOpponent?.teamId].includes(row.teamId),
      );
      const results = games.map((g) => {
        const home = g.firstOpponent?.teamId === row.teamId;
        return g.winner === 'draw' ? 'D' : (g.winner === 'first') === home ? 'W' : 'L';
      });
      expect(row.played).toBe(games.length);
      expect([row.won, row.drawn, row.lost]).toEqual(
        ['W', 'D', 'L'].map((r) => results.filter((x) => x === r).length),
      );
      expect(row.points).toBe(row.won * 3 + row.drawn);
      expect(row.scored).toBe(
        games.reduce(
          (n, g) => n + (g.firstOpponent?.teamId === row.teamId ? g.score.first : g.score.second),
          0,
        ),
      );
      expect(row.form).toEqual(results.slice(0, 5));
    }
    expect(table.standings.map((r) => r.position)).toEqual(table.standings.map((_, i) => i + 1));
    for (let i = 1; i < table.standings.length; i += 1)
      expect(table.standings[i - 1]!.points).toBeGreaterThanOrEqual(table.standings[i]!.points);
    expect(table.standings.some((r) => r.played > 0)).toBe(true);

    const tennis = (await games('section=line&sportId=4'))[0];
    if (!tennis) throw new Error('no tennis game');
    const sets = champResponseSchema.parse(
      (await get(P.champ.replace(':champId', String(tennis.champId)))).body,
    );
    expect(sets.champ.draws).toBe(false);
    expect(sets.standings.every((r) => r.drawn === 0)).toBe(true);

    expect((await get(P.champ.replace(':champId', '999999'))).status).toBe(404);
    await expect400(P.champ.replace(':champId', 'x1'), /^params\.champId: /);
  });

  it('the demo control plays a game forward and to its end; bad input is 400, unknown 404, long-term 409', async () => {
    const [line] = await games('section=line&sportId=1');
    if (!line) throw new Error('no game');
    const post = (url: string, payload?: unknown) =>
      app.inject({
        method: 'POST',
        url: url.replace(':gameId', String(line.gameId)),
        payload: payload as object,
      });
    const forward = await post(P.demoFastForward, { seconds: 900 });
    expect(forward.statusCode).toBe(200);
    const moved = gameSchema.parse(forward.json());
    expect([moved.gameStatusId, moved.gameTimeSec, moved.period]).toEqual([2, 900, 1]);
    const done = await post(P.demoFinish);
    expect(done.statusCode).toBe(200);
    const finished = gameSchema.parse(done.json());
    expect(finished.gameStatusId).toBe(4);
    expect(finished.winner).not.toBeNull();
    expect((await post(P.demoFastForward, { seconds: 60 })).statusCode).toBe(409);
    for (const bad of [{ seconds: 0 }, { seconds: 'ten' }, {}, { seconds: 1e9 }]) {
      const res = await post(P.demoFastForward, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(apiErrorSchema.parse(res.json()).message).toMatch(/^body\.seconds: /);
    }
    const unknown = await app.inject({ method: 'POST', url: P.demoFinish.replace(':gameId', '123') });
    expect(unknown.statusCode).toBe(404);
    const [outright] = await games(`sportId=${LONG_TERM_SPORT_ID}`);
    const res = await app.inject({
      method: 'POST',
      url: P.demoFastForward.replace(':gameId', String(outright?.gameId)),
      payload: { seconds: 60 },
    });
    expect(res.statusCode).toBe(409);
    const decided = await app.inject({
      method: 'POST',
      url: P.demoFinish.replace(':gameId', String(outright?.gameId)),
    });
    const winner = gameSchema.parse(decided.json());
    expect(winner.outrightWinnerId).not.toBeNull();
    expect(winner.markets[0]?.outcomes.find((o) => o.result === 'won')?.param).toBe(winner.outrightWinnerId);
  });

  it('the match centre: before the kick-off form and table places, in play a timeline and statistics that follow the score, at the end the final whistle; unknown 404, malformed 400, long-term 404', async () => {
    const line = (await games('section=line&sportId=1'))[3];
    if (!line) throw new Error('no game');
    const url = P.centre.replace(':gameId', String(line.gameId));
    const before = await get(url);
    expect(before.status).toBe(200);
    expect(before.headers['cache-control']).toBe('no-store');
    const pre = matchCentreSchema.parse(before.body);
    expect(pre).toMatchObject({
      status: 'line',
      field: 'pitch',
      phase: null,
      incidents: [],
      stats: [],
      periods: 2,
    });
    expect(pre.first.teamId).toBe(line.firstOpponent?.teamId);
    expect(pre.second.teamId).toBe(line.secondOpponent?.teamId);
    const forward = await app.inject({
      method: 'POST',
      url: P.demoFastForward.replace(':gameId', String(line.gameId)),
      payload: { seconds: 3000 },
    });
    expect(forward.statusCode).toBe(200);
    const moved = gameSchema.parse(forward.json());
    const during = await get(url);
    expect(during.headers['cache-control']).toBe('no-store');
    const live = matchCentreSchema.parse(during.body);
    expect(live).toMatchObject({ status: 'live', clockSec: 3000, period: 2, score: moved.score });
    expect(live.incidents[0]?.type).toBe('start');
    expect(live.incidents.filter((i) => i.type === 'goal')).toHaveLength(
      moved.score.first + moved.score.second,
    );
    expect(live.incidents.some((i) => i.type === 'period' && i.period === 2)).toBe(true);
    expect(live.stats.map((s) => s.key)).toEqual([
      'possession',
      'attacks',
      'dangerousAttacks',
      'shotsOnTarget',
      'shotsOffTarget',
      'corners',
      'yellowCards',
      'redCards',
    ]);
    const possession = live.stats.find((s) => s.key === 'possession');
    expect((possession?.first ?? 0) + (possession?.second ?? 0)).toBe(100);
    const onTarget = live.stats.find((s) => s.key === 'shotsOnTarget');
    expect(onTarget?.first).toBeGreaterThanOrEqual(moved.score.first);
    expect(live.phase).not.toBeNull();
    await app.inject({ method: 'POST', url: P.demoFinish.replace(':gameId', String(line.gameId)) });
    const ended = await get(url);
    expect(ended.headers['cache-control']).toBe('private, max-age=60');
    const after = matchCentreSchema.parse(ended.body);
    expect(after.status).toBe('finished');
    expect(after.incidents.at(-1)).toMatchObject({ type: 'finish', score: after.score });
    expect(after.phase).toEqual({ kind: 'end', side: null });

    expect((await get(P.centre.replace(':gameId', '123'))).status).toBe(404);
    const bad = await get(P.centre.replace(':gameId', 'abc'));
    expect(bad.status).toBe(400);
    expect(apiErrorSchema.parse(bad.body).message).toMatch(/gameId/);
    const [outright] = await games(`sportId=${LONG_TERM_SPORT_ID}`);
    const longTerm = await get(P.centre.replace(':gameId', String(outright?.gameId)));
    expect(longTerm.status).toBe(404);
    expect(apiErrorSchema.parse(longTerm.body).message).toMatch(/long-term/);
  });

  it('the demo control suspends a live game for some seconds, then it resumes; bad input 400, unknown 404, not live 409', async () => {
    // A football game kicked off a minute ago with the other demo control.
    const [kickoff] = await games('section=line&sportId=1');
    if (!kickoff) throw new Error('no game');
    const started = await app.inject({
      method: 'POST',
      url: P.demoFastForward.replace(':gameId', String(kickoff.gameId)),
      payload: { seconds: 60 },
    });
    const open = gameSchema.parse(started.json());
    expect([open.gameStatusId, open.isSuspended]).toEqual([2, false]);
    const post = (gameId: number, payload?: unknown) =>
      app.inject({
        method: 'POST',
        url: P.demoSuspend.replace(':gameId', String(gameId)),
        payload: payload as object,
      });
    const res = await post(open.gameId, { seconds: 30 });
    expect(res.statusCode, res.body).toBe(200);
    const suspended = gameSchema.parse(res.json());
    expect(suspended.gameId).toBe(open.gameId);
    expect(suspended.isSuspended).toBe(true);
    expect(suspended.markets.flatMap((m) => m.outcomes).every((o) => o.isSuspended)).toBe(true);
    clock += 29_000;
    await feed.tick();
    expect(
      gameSchema.parse((await get(P.game.replace(':gameId', String(open.gameId)))).body).isSuspended,
    ).toBe(true);
    clock += 2_000;
    await feed.tick();
    const resumed = gameSchema.parse((await get(P.game.replace(':gameId', String(open.gameId)))).body);
    expect(resumed.isSuspended).toBe(false);
    expect(resumed.markets.flatMap((m) => m.outcomes).some((o) => !o.isSuspended)).toBe(true);

    for (const bad of [{ seconds: 0 }, { seconds: 601 }, { seconds: 1.5 }, { seconds: '10' }, {}]) {
      const answer = await post(open.gameId, bad);
      expect(answer.statusCode, JSON.stringify(bad)).toBe(400);
      expect(apiErrorSchema.parse(answer.json()).message).toMatch(/^body\.seconds: .*seconds/);
    }
    expect((await post(open.gameId)).statusCode).toBe(400);
    const unknown = await post(123, { seconds: 10 });
    expect(unknown.statusCode).toBe(404);
    expect(apiErrorSchema.parse(unknown.json()).message).toMatch(/game 123 does not exist/);
    const [line] = await games('section=line&sportId=1');
    const notLive = await post(line!.gameId, { seconds: 10 });
    expect(notLive.statusCode).toBe(409);
    expect(apiErrorSchema.parse(notLive.json()).message).toMatch(
      /not live yet: only a live game can be suspended/,
    );
    expect(
      gameSchema.parse((await get(P.game.replace(':gameId', String(line!.gameId)))).body).isSuspended,
    ).toBe(false);
    const [outright] = await games(`sportId=${LONG_TERM_SPORT_ID}`);
    const longTerm = await post(outright!.gameId, { seconds: 10 });
    expect(longTerm.statusCode).toBe(409);
    expect(apiErrorSchema.parse(longTerm.json()).message).toMatch(/long-term bet/);
    await feed.finish(open.gameId);
    const finished = await post(open.gameId, { seconds: 10 });
    expect(finished.statusCode).toBe(409);
    expect(apiErrorSchema.parse(finished.json()).message).toMatch(/is finished/);
  });

  it('the demo control holds a game still: clock, score and prices stand until the hold ends, then the clock goes on from there; bad input 400, unknown 404, long-term and finished 409', async () => {
    const [kickoff] = await games('section=line&sportId=1');
    if (!kickoff) throw new Error('no game');
    const post = (path: string, gameId: number, payload?: unknown) =>
      app.inject({
        method: 'POST',
        url: path.replace(':gameId', String(gameId)),
        payload: payload as object,
      });
    const live = gameSchema.parse((await post(P.demoFastForward, kickoff.gameId, { seconds: 600 })).json());
    const prices = (game: SportsGame) => game.markets.flatMap((m) => m.outcomes.map((o) => [o.id, o.coef]));
    const read = async () =>
      gameSchema.parse((await get(P.game.replace(':gameId', String(live.gameId)))).body);

    const held = await post(P.demoHold, live.gameId, { seconds: 60 });
    expect(held.statusCode, held.body).toBe(200);
    const still = gameSchema.parse(held.json());
    // Ticks through the 59 seconds held (10, 20, ... 50, 59).
    for (const step of [10_000, 10_000, 10_000, 10_000, 10_000, 9_000]) {
      clock += step;
      await feed.tick();
      const now = await read();
      expect([now.gameStatusId, now.gameTimeSec, now.score]).toEqual([2, still.gameTimeSec, still.score]);
      expect(prices(now)).toEqual(prices(still));
    }
    // The hold ends: the clock goes on by the time since the last tick, not by the minute held.
    clock += 2_000;
    await feed.tick();
    const going = await read();
    expect(going.gameTimeSec - still.gameTimeSec).toBeGreaterThan(0);
    expect(going.gameTimeSec - still.gameTimeSec).toBeLessThanOrEqual(2);

    for (const bad of [{ seconds: 0 }, { seconds: 601 }, { seconds: 2.5 }, { seconds: '10' }, {}]) {
      const answer = await post(P.demoHold, live.gameId, bad);
      expect(answer.statusCode, JSON.stringify(bad)).toBe(400);
      expect(apiErrorSchema.parse(answer.json()).message).toMatch(/^body\.seconds: .*seconds/);
    }
    const unknown = await post(P.demoHold, 123, { seconds: 10 });
    expect([unknown.statusCode, apiErrorSchema.parse(unknown.json()).message]).toEqual([
      404,
      'game 123 does not exist',
    ]);
    const [outright] = await games(`sportId=${LONG_TERM_SPORT_ID}`);
    const longTerm = await post(P.demoHold, outright!.gameId, { seconds: 10 });
    expect(longTerm.statusCode).toBe(409);
    expect(apiErrorSchema.parse(longTerm.json()).message).toMatch(/long-term bet/);
    // Finish plays a held game to its end all the same; a finished game cannot be held.
    await post(P.demoHold, live.gameId, { seconds: 600 });
    expect(gameSchema.parse((await post(P.demoFinish, live.gameId)).json()).isFinished).toBe(true);
    const finished = await post(P.demoHold, live.gameId, { seconds: 10 });
    expect(finished.statusCode).toBe(409);
    expect(apiErrorSchema.parse(finished.json()).message).toMatch(/is finished/);
  });

  it('the demo control finishes a match with the result asked for, played by the simulator (its score agrees); a sport without draws and a long-term bet answer 409, a bad winner 400', async () => {
    const post = (gameId: number, payload?: unknown) =>
      app.inject({
        method: 'POST',
        url: P.demoFinish.replace(':gameId', String(gameId)),
        payload: payload as object,
      });
    const football = await games('section=line&sportId=1');
    for (const [index, winner] of (['first', 'second', 'draw'] as const).entries()) {
      const game = football[index];
      if (!game) throw new Error('no game');
      const done = await post(game.gameId, { winner });
      expect(done.statusCode, done.body).toBe(200);
      const finished = gameSchema.parse(done.json());
      expect([finished.isFinished, finished.winner]).toEqual([true, winner]);
      expect(Math.sign(finished.score.first - finished.score.second)).toBe(
        winner === 'first' ? 1 : winner === 'second' ? -1 : 0,
      );
    }
    const [tennis] = await games('section=line&sportId=4');
    if (!tennis) throw new Error('no tennis game');
    const draw = await post(tennis.gameId, { winner: 'draw' });
    expect(draw.statusCode).toBe(409);
    expect(apiErrorSchema.parse(draw.json()).message).toMatch(/cannot be played to end in a draw/);
    expect(
      gameSchema.parse((await get(P.game.replace(':gameId', String(tennis.gameId)))).body).isFinished,
    ).toBe(false);
    for (const bad of [{ winner: 'home' }, { winner: 1 }, { winner: 'first', extra: true }]) {
      const answer = await post(tennis.gameId, bad);
      expect(answer.statusCode, JSON.stringify(bad)).toBe(400);
      expect(apiErrorSchema.parse(answer.json()).message).toMatch(/^body/);
    }
    const [outright] = await games(`sportId=${LONG_TERM_SPORT_ID}`);
    const longTerm = await post(outright!.gameId, { winner: 'first' });
    expect(longTerm.statusCode).toBe(409);
    expect(apiErrorSchema.parse(longTerm.json()).message).toMatch(/long-term bet/);
    const finished = await post(football[0]!.gameId, { winner: 'second' });
    expect(finished.statusCode).toBe(409);
    expect(apiErrorSchema.parse(finished.json()).message).toMatch(/already finished/);
  });

  it('a held line game neither drifts nor kicks off until the hold ends', async () => {
    const [line] = await games('section=line&sportId=1');
    if (!line) throw new Error('no game');
    const held = await app.inject({
      method: 'POST',
      url: P.demoHold.replace(':gameId', String(line.gameId)),
      payload: { seconds: 600 },
    });
    expect(held.statusCode, held.body).toBe(200);
    const before = gameSchema.parse(held.json());
    const startsIn = Date.parse(before.startAt) - clock;
    // Past the game's start (when it is within the hold) and past several drift steps of the line.
    clock += Math.min(Math.max(startsIn + 1_000, 180_000), 590_000);
    await feed.tick();
    const after = gameSchema.parse((await get(P.game.replace(':gameId', String(line.gameId)))).body);
    expect(after.gameStatusId).toBe(1);
    expect(after.markets).toEqual(before.markets);
  });

  it('the simulator does not run unless started, and stops when the app closes', async () => {
    expect(feed.simulatorRunning).toBe(false);
    const other = buildApp({
      db: database,
      webDistDir: null,
      feedOptions: { seed: 3, tickMs: 50, horizonDays: 1 },
      startFeed: true,
    });
    await other.ready();
    try {
      const res = await other.inject({ method: 'GET', url: P.sports });
      expect(res.statusCode).toBe(200);
    } finally {
      await other.close();
    }
    clock += 1000;
    // The lease was handed back on close: this process can drive the feed again.
    expect((await feed.tick()).leader).toBe(true);
  });
});
