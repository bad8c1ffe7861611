import {
  apiErrorSchema,
  FAVOURITE_PATHS as P,
  FAVOURITES_MAX,
  favouritesResponseSchema,
  pathWith,
  type FavouritesResponse,
} from '@betline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { createSeededDatabase, drivers, type TestDatabase } from '../../test/databases';
import { registerAndSignIn, type SignedInPlayer } from '../../test/players';
import { createFeed, type FeedService } from '../feed/service';
import { playerFavourite } from './tables';

const NOW = Date.UTC(2026, 10, 30, 12, 0, 0);

describe.each(drivers)('sportsbook favourites on $name', (driver) => {
  let database: TestDatabase;
  let app: App;
  let feed: FeedService;
  const clock = NOW;
  /** A match of the feed with two teams, its championship and its home team. */
  let match: { id: number; champId: number; homeId: number; homeName: string; awayName: string };

  beforeAll(async () => {
    database = await createSeededDatabase(driver);
    feed = createFeed({ database, seed: 5, horizonDays: 1, speed: 1, now: () => clock });
    await feed.schedule();
    while ((await feed.tick()).started > 0);
    app = buildApp({ db: database, webDistDir: null, feed, clock: { now: () => clock } });
    await app.ready();
    const { games } = await feed.listGames({ section: 'line', limit: 50, offset: 0 });
    const game = games.find((each) => each.home !== null && each.away !== null);
    if (!game?.home || !game.away) throw new Error('the feed has no match with two teams');
    match = {
      id: game.id,
      champId: game.champId,
      homeId: game.home.id,
      homeName: game.home.nameEng,
      awayName: game.away.nameEng,
    };
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  const one = (kind: string, id: string | number) => pathWith(P.one, { kind, id });

  async function send(
    method: 'GET' | 'PUT' | 'DELETE',
    url: string,
    me?: SignedInPlayer,
  ): Promise<{ status: number; body: unknown }> {
    const res = await app.inject({ method, url, ...(me ? { headers: me.headers } : {}) });
    return { status: res.statusCode, body: res.json() as unknown };
  }

  async function list(me: SignedInPlayer): Promise<FavouritesResponse> {
    const { status, body } = await send('GET', P.list, me);
    expect(status, JSON.stringify(body)).toBe(200);
    return favouritesResponseSchema.parse(body);
  }

  it('answers a guest 401 on every route', async () => {
    for (const [method, url] of [
      ['GET', P.list],
      ['PUT', one('game', match.id)],
      ['DELETE', one('game', match.id)],
    ] as const) {
      const { status, body } = await send(method, url);
      expect(status, `${method} ${url}`).toBe(401);
      expect(apiErrorSchema.parse(body).message).toMatch(/sign in/);
    }
  });

  it('refuses a write without the CSRF header (403)', async () => {
    const me = await registerAndSignIn(app);
    const res = await app.inject({
      method: 'PUT',
      url: one('game', match.id),
      headers: { cookie: me.headers.cookie ?? '' },
    });
    expect(res.statusCode).toBe(403);
    expect((await list(me)).games).toEqual([]);
  });

  it('stars a game, a championship and a team, named from the feed, and removes them', async () => {
    const me = await registerAndSignIn(app);
    expect(await list(me)).toEqual({ games: [], champs: [], teams: [], max: FAVOURITES_MAX });

    const added = await send('PUT', one('game', match.id), me);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const [game] = favouritesResponseSchema.parse(added.body).games;
    expect(game).toMatchObject({
      id: match.id,
      name: `${match.homeName} — ${match.awayName}`,
      home: match.homeName,
      away: match.awayName,
      status: 'line',
      score: [0, 0],
      champId: match.champId,
      addedAt: new Date(NOW).toISOString(),
    });
    expect(game?.sportNameEng).toBeTruthy();
    expect(game?.sportKind).toBeTruthy();
    expect(game?.champNameEng).toBeTruthy();

    expect((await send('PUT', one('champ', match.champId), me)).status).toBe(200);
    expect((await send('PUT', one('team', match.homeId), me)).status).toBe(200);
    const all = await list(me);
    expect(all.champs).toEqual([
      expect.objectContaining({ id: match.champId, name: game?.champNameEng, sportId: game?.sportId }),
    ]);
    expect(all.teams).toEqual([
      expect.objectContaining({ id: match.homeId, name: match.homeName, champId: match.champId }),
    ]);

    // Idempotent: a second add and a second removal change nothing and succeed.
    expect((await send('PUT', one('game', match.id), me)).status).toBe(200);
    expect((await list(me)).games).toHaveLength(1);
    expect((await send('DELETE', one('game', match.id), me)).status).toBe(200);
    const removed = await send('DELETE', one('game', match.id), me);
    expect(removed.status).toBe(200);
    expect(favouritesResponseSchema.parse(removed.body).games).toEqual([]);

    // Another player's favourites are their own.
    const other = await registerAndSignIn(app);
    expect(await list(other)).toEqual({ games: [], champs: [], teams: [], max: FAVOURITES_MAX });
    expect((await list(me)).champs).toHaveLength(1);
  });

  it('answers 404 for a game, championship or team the feed does not have', async () => {
    const me = await registerAndSignIn(app);
    for (const [kind, word] of [
      ['game', 'game'],
      ['champ', 'championship'],
      ['team', 'team'],
    ] as const) {
      for (const id of [2_000_000_000, 90_000_000_000]) {
        const { status, body } = await send('PUT', one(kind, id), me);
        expect(status, `${kind} ${id}`).toBe(404);
        expect(apiErrorSchema.parse(body).message).toBe(`${word} ${id} does not exist`);
      }
    }
    expect(await list(me)).toMatchObject({ games: [], champs: [], teams: [] });
  });

  it('answers bad input 400 with the reason, never 5xx', async () => {
    const me = await registerAndSignIn(app);
    for (const url of [
      one('player', 1),
      one('game', 'abc'),
      one('game', 0),
      one('game', -3),
      one('game', '1.5'),
      one('team', '99999999999999999999'),
      one('game', '12abc'),
    ]) {
      for (const method of ['PUT', 'DELETE'] as const) {
        const { status, body } = await send(method, url, me);
        expect(status, `${method} ${url}`).toBe(400);
        expect(apiErrorSchema.parse(body).message, url).toMatch(/kind|id/);
      }
    }
  });

  it(`keeps at most ${FAVOURITES_MAX} favourites per player (409 beyond, a star already there still answers 200)`, async () => {
    const me = await registerAndSignIn(app);
    expect((await send('PUT', one('team', match.homeId), me)).status).toBe(200);
    // The rest are teams the feed no longer has (named null in the list): the limit counts every star.
    await database.db.insert(playerFavourite).values(
      Array.from({ length: FAVOURITES_MAX - 1 }, (_, index) => ({
        playerId: me.playerId,
        kind: 'game' as const,
        targetId: 1_900_000_000 + index,
        createdAt: new Date(NOW - 1000),
      })),
    );
    const refused = await send('PUT', one('game', match.id), me);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      message: `at most ${FAVOURITES_MAX} favourites: remove one before adding another`,
      code: 'too_many_favourites',
    });
    expect((await send('PUT', one('team', match.homeId), me)).status).toBe(200);

    const full = await list(me);
    expect(full.games).toHaveLength(FAVOURITES_MAX - 1);
    expect(full.games[0]).toMatchObject({ name: null, status: null, score: null, sportId: null });

    expect((await send('DELETE', one('game', 1_900_000_000), me)).status).toBe(200);
    expect((await send('PUT', one('game', match.id), me)).status).toBe(200);
    expect((await list(me)).games[0]?.id).toBe(match.id);
  });

  it('follows the game as it is played: live with its score, then finished', async () => {
    const me = await registerAndSignIn(app);
    await send('PUT', one('game', match.id), me);
    await feed.fastForward(match.id, 30);
    const [live] = (await list(me)).games;
    expect(live?.status).toBe('live');
    await feed.finish(match.id);
    const [finished] = (await list(me)).games;
    expect(finished?.status).toBe('finished');
    expect(finished?.score).toHaveLength(2);
  });
});
