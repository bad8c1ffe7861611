import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { GameStage } from './GameStage';

const region = (politeness: 'polite' | 'assertive') =>
  document.querySelector(`[data-betline-live-region] [aria-live="${politeness}"]`);

function controls(onPlay = vi.fn()) {
  return (
    <>
      <input aria-label="Stake" defaultValue="1.00" />
      <button type="button" onClick={onPlay}>
        Spin
      </button>
    </>
  );
}

describe('GameStage', { timeout: 30_000 }, () => {
  it('frames the game: a named section with the mode, the game, a status line and the controls', async () => {
    const { container } = render(
      <GameStage title="Fruit Five" mode="real" status="Good luck!" controls={controls()}>
        <p>reels</p>
      </GameStage>,
    );
    const stage = screen.getByRole('region', { name: 'Fruit Five' });
    expect(within(stage).getByRole('heading', { level: 2, name: 'Fruit Five' })).toBeInTheDocument();
    expect(within(stage).getByText('Real money')).toBeInTheDocument();
    expect(within(stage).getByText('Good luck!')).toBeInTheDocument();
    expect(within(stage).getByRole('group', { name: 'Game controls' })).toBeEnabled();
    expect(within(stage).getByRole('button', { name: 'Spin' })).toBeEnabled();
    await expectNoAxeViolations(container);
  });

  it('a fun-mode game says so', () => {
    render(
      <GameStage title="Dice" mode="fun">
        <p>dice</p>
      </GameStage>,
    );
    expect(screen.getByText('Fun mode')).toBeInTheDocument();
  });

  it('refused: shows the message, disables the controls and the game, and announces the reason', async () => {
    const onPlay = vi.fn();
    const { rerender } = render(
      <GameStage title="Fruit Five" mode="real" controls={controls(onPlay)}>
        <button type="button">a reel</button>
      </GameStage>,
    );
    rerender(
      <GameStage
        title="Fruit Five"
        mode="real"
        state="refused"
        message="You have reached your daily loss limit. You can play again tomorrow."
        controls={controls(onPlay)}
      >
        <button type="button">a reel</button>
      </GameStage>,
    );
    const veil = screen.getByTestId('game-refused');
    expect(veil).toHaveTextContent('Play is paused');
    expect(veil).toHaveTextContent('You have reached your daily loss limit. You can play again tomorrow.');
    expect(screen.getByRole('group', { name: 'Game controls' })).toBeDisabled();
    const spin = screen.getByRole('button', { name: 'Spin' });
    expect(spin).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Stake' })).toBeDisabled();
    await userEvent.click(spin);
    expect(onPlay).not.toHaveBeenCalled();
    // the game under the veil is inert (out of the tab order and the accessibility tree)
    expect(screen.getByText('a reel').closest('[inert]')).not.toBeNull();
    await waitFor(() =>
      expect(region('assertive')).toHaveTextContent(
        'Play is paused. You have reached your daily loss limit. You can play again tomorrow.',
      ),
    );
  });

  it('reconnecting: a spinner with text, controls off, announced', async () => {
    const { rerender } = render(
      <GameStage title="Crash" mode="real" controls={controls()}>
        <p>chart</p>
      </GameStage>,
    );
    rerender(
      <GameStage title="Crash" mode="real" state="reconnecting" controls={controls()}>
        <p>chart</p>
      </GameStage>,
    );
    const stage = screen.getByRole('region', { name: 'Crash' });
    expect(within(stage).getByRole('status')).toHaveTextContent('Reconnecting…');
    expect(screen.getByRole('button', { name: 'Spin' })).toBeDisabled();
    await waitFor(() => expect(region('polite')).toHaveTextContent('Connection lost. Reconnecting…'));
  });

  it('a big win shows a banner with the amount, which the player may close', async () => {
    const onDismiss = vi.fn();
    render(
      <GameStage title="Fruit Five" mode="real" bigWin="€250.00" onBigWinDismiss={onDismiss}>
        <p>reels</p>
      </GameStage>,
    );
    const banner = screen.getByTestId('big-win');
    expect(banner).toHaveTextContent('Big win');
    expect(banner).toHaveTextContent('€250.00');
    await userEvent.click(within(banner).getByRole('button', { name: 'Close' }));
    expect(onDismiss).toHaveBeenCalled();
  });
});
