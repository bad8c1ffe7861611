/**
 * The feed's demo controls: a game played forward or to its end, a live game's markets suspended, a game held
 * still. Each change is made to the stored version and stored over it like a tick's (tried again when the
 * simulator stored a newer version in between), so that its events are published as the simulator's are.
 */
import { eq } from 'drizzle-orm';
import { advanceGame, finishGame, startGame, type FeedEvent, type Game } from './engine';
import type { Catalogue } from './catalogue';
import type { FeedContext } from './context';
import type { FeedService } from './service';
import { released, type Simulator } from './simulator';
import type { GameRow, StoreGames } from './store';
import { feedGame } from './tables';

export function createControls(
  ctx: FeedContext,
  deps: { catalogue: Catalogue; simulate: Simulator['simulate']; store: StoreGames },
): Pick<FeedService, 'fastForward' | 'suspend' | 'hold' | 'finish'> {
  const { db } = ctx;
  const { catalogue, simulate, store } = deps;

  async function control(
    gameId: number,
    change: (row: GameRow, now: number) => { game: Game; events: FeedEvent[] },
  ): Promise<Game | null> {
    await catalogue.prepare();
    for (let attempt = 0; attempt < 5; attempt++) {
      const [row] = await db.select().from(feedGame).where(eq(feedGame.id, gameId));
      if (!row) return null;
      if (row.status === 'finished') return row.game;
      const now = ctx.now();
      const next = change(row, now);
      const { stored } = await store([{ before: row, ...next }], now);
      if (stored > 0) return next.game;
    }
    throw new Error(`game ${gameId} kept changing while it was being controlled`);
  }

  return {
    fastForward: (gameId, seconds) =>
      control(gameId, (row, now) => {
        const game = released(row.game);
        if (game.home === null) return { game, events: [] };
        const started = game.state.status === 'line' ? startGame(game) : { game, events: [] };
        const played = advanceGame(started.game, seconds, now, catalogue.sim());
        return { game: played.game, events: [...started.events, ...played.events] };
      }),

    suspend: (gameId, seconds) =>
      control(gameId, (row, now) => {
        if (row.game.state.status !== 'live') return { game: row.game, events: [] };
        // First the play since the last tick (the stored game then counts as simulated at `now`, as a tick does).
        const played = simulate(row, now);
        const game = played.game;
        if (game.state.status !== 'live') return played;
        const state = { ...game.state, suspendedUntil: now + seconds * 1000 };
        const events = played.events.filter((e) => e.type !== 'suspend' && e.type !== 'resume');
        events.push({ type: 'suspend', gameId: game.id, clockSec: state.clockSec });
        return { game: { ...game, state }, events };
      }),

    hold: (gameId, seconds) =>
      control(gameId, (row, now) => {
        if (row.game.home === null || row.game.state.status === 'finished')
          return { game: row.game, events: [] };
        // First the play since the last tick (a live game then counts as simulated at `now`, as a tick does).
        const played = row.game.state.status === 'live' ? simulate(row, now) : { game: row.game, events: [] };
        if (played.game.state.status === 'finished') return played;
        const heldUntil = now + seconds * 1000;
        const { suspendedUntil } = played.game.state;
        const state = {
          ...played.game.state,
          heldUntil,
          suspendedUntil:
            suspendedUntil !== null && suspendedUntil > now
              ? Math.max(suspendedUntil, heldUntil)
              : suspendedUntil,
        };
        return { game: { ...played.game, state }, events: played.events };
      }),

    finish: (gameId, ending) =>
      control(gameId, (row, now) => finishGame(row.game, now, catalogue.sim(), ending)),
  };
}
