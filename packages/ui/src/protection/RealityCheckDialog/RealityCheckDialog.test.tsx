import { answerRealityCheck, startRealityCheck, type RealityCheckAnswer } from '@betline/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { RealityCheckDialog } from './RealityCheckDialog';

const NOW = Date.UTC(2026, 10, 23, 12, 0);

function setup() {
  const answers: [RealityCheckAnswer, boolean][] = [];
  const onAnswer = vi.fn((a: RealityCheckAnswer, d: boolean) => answers.push([a, d]));
  const view = render(
    <RealityCheckDialog isOpen playedMs={5_100_000} netMinor={-12_550} currency="EUR" onAnswer={onAnswer} />,
  );
  return { ...view, onAnswer, answers };
}

describe('RealityCheckDialog', () => {
  it('shows the time played and the net position of the session', async () => {
    setup();
    const dialog = screen.getByRole('dialog', { name: 'Reality check' });
    expect(dialog).toHaveTextContent('You have been playing for 1 hour, 25 minutes.');
    expect(dialog).toHaveTextContent('-€125.50');
    await expectNoAxeViolations(dialog);
  });

  it('RG-032 RG-035 continue restarts the timer; with "do not show again" it stops it', async () => {
    const user = userEvent.setup();
    const { answers } = setup();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('checkbox', { name: 'Do not show this again' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(answers).toEqual([
      ['confirm', false],
      ['confirm', true],
    ]);
    const timer = startRealityCheck(30, NOW - 30 * 60_000);
    expect(answerRealityCheck(timer, ...answers[0]!, NOW).timer.stopped).toBe(false);
    expect(answerRealityCheck(timer, ...answers[1]!, NOW).timer.stopped).toBe(true);
  });

  it('RG-033 log out answers reject, which sends log_out', async () => {
    const user = userEvent.setup();
    const { answers } = setup();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(answers).toEqual([['reject', false]]);
    const outcome = answerRealityCheck(startRealityCheck(30, NOW), ...answers[0]!, NOW);
    expect(outcome).toMatchObject({ action: 'log_out', logout: true });
  });

  it('RG-034 closing with Escape answers cancel, which changes nothing', async () => {
    const user = userEvent.setup();
    const { answers } = setup();
    await user.keyboard('{Escape}');
    expect(answers).toEqual([['cancel', false]]);
    expect(answerRealityCheck(startRealityCheck(30, NOW), ...answers[0]!, NOW).action).toBeNull();
  });
});
