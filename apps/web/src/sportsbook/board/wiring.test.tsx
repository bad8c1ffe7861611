import { Profiler, Suspense } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../../i18n';
import { renderWithStores as render, testStores } from '../../test/app';
import { liveOf } from '../push/store';
import { gameFixture, update } from '../push/test/fakes';
import type { SportsGame } from '../../api/types';
import { useNames } from './hooks';
import { toEvent } from './model';
import { LiveEventRow } from './wiring';

const RECEIVED_AT = Date.parse('2026-11-23T10:00:00Z');

/** A line game (not started): its row shows the start time. */
function lineGame(): SportsGame {
  return {
    ...gameFixture(7),
    isLive: false,
    gameStatusId: 1,
    startAt: '2026-11-23T12:00:00Z',
    gameStartDateTime: Date.parse('2026-11-23T12:00:00Z') / 1000,
    gameTimeSec: 0,
  };
}

function Row({
  game,
  timeZone,
  onOpen,
}: {
  game: SportsGame;
  timeZone: string;
  onOpen: (game: SportsGame) => void;
}) {
  const names = useNames();
  return (
    <LiveEventRow
      event={toEvent(game, names, RECEIVED_AT)}
      game={game}
      coefViewId={1}
      selectedIds={new Set()}
      timeZone={timeZone}
      onToggle={() => {}}
      onOpen={onOpen}
    />
  );
}

async function renderRow(timeZone: string, onOpen = vi.fn()) {
  const game = lineGame();
  await act(async () => {
    render(
      <Suspense fallback={null}>
        <Row game={game} timeZone={timeZone} onOpen={onOpen} />
      </Suspense>,
    );
  });
  return { game, onOpen };
}

describe("a board row (the line and live boards' rows)", () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });

  it("shows a line game's start in the player's time zone (UTC+3 here)", async () => {
    await renderRow('Etc/GMT-3');
    expect(screen.getByRole('time')).toHaveTextContent(/\b(15:00|03:00\sPM)\b/);
  });

  it('shows the same start at UTC in another time zone chosen by the player', async () => {
    await renderRow('UTC');
    expect(screen.getByRole('time')).toHaveTextContent(/\b12:00\b/);
  });

  it('opens its own game', async () => {
    const { game, onOpen } = await renderRow('UTC');
    await userEvent.click(screen.getAllByRole('button', { name: /Home/ })[0]!);
    expect(onOpen).toHaveBeenCalledWith(game);
  });
});

describe('live board rows', () => {
  function LiveRow({ game }: { game: SportsGame }) {
    const names = useNames();
    return (
      <LiveEventRow
        event={toEvent(game, names, RECEIVED_AT)}
        game={game}
        coefViewId={1}
        selectedIds={new Set()}
        timeZone="UTC"
        onToggle={() => {}}
      />
    );
  }

  it('a price update re-renders only the row of its game', async () => {
    const renders: Record<string, number> = {};
    const counted = (id: string) => {
      renders[id] = (renders[id] ?? 0) + 1;
    };
    const games = [gameFixture(1), gameFixture(2), gameFixture(3)];
    await act(async () => {
      render(
        <Suspense fallback={null}>
          {games.map((game) => (
            <Profiler key={game.gameId} id={String(game.gameId)} onRender={counted}>
              <LiveRow game={game} />
            </Profiler>
          ))}
        </Suspense>,
      );
    });
    const live = liveOf(testStores());
    live.configure({ requestFrame: null, setTimeout: () => 0, clearTimeout: () => {} });
    await act(async () => live.seed(games));
    const before = { ...renders };
    const rows = () => screen.getAllByRole('article').map((row) => row.textContent);
    const shown = rows();
    await act(async () => {
      live.update(update(5, 2, [[22, 3050]]));
      live.flush();
    });
    expect(renders['2']).toBe((before['2'] ?? 0) + 1);
    expect(renders['1']).toBe(before['1']);
    expect(renders['3']).toBe(before['3']);
    const now = rows();
    expect(now[1]).not.toBe(shown[1]);
    expect([now[0], now[2]]).toEqual([shown[0], shown[2]]);
  });
});
