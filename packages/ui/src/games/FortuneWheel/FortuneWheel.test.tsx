import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { FortuneWheel } from './FortuneWheel';

const polite = () => document.querySelector('[data-betline-live-region] [aria-live="polite"]');
// The engine's wheel (FORTUNA_SEGMENTS) for a unit of €1.00.
const SEGMENTS = [
  '€0.50',
  '€1.00',
  '€0.50',
  '€2.00',
  '€0.50',
  '€1.00',
  '€5.00',
  '€0.50',
  '€1.00',
  '€2.00',
  '€0.50',
  '€10.00',
];

const turn = (container: HTMLElement) => container.querySelector<SVGGElement>('.turn')!;

/** The wheel's turn in degrees, read from its inline transform. */
function rotationOf(container: HTMLElement): number {
  const match = /rotate\((-?[\d.]+)deg\)/.exec(turn(container).style.transform);
  if (!match) throw new Error(`no rotation in "${turn(container).style.transform}"`);
  return Number(match[1]);
}

/** The segment under the pointer (at the top) for a turn: the wheel's point at angle -rotation. */
function underPointer(rotation: number, n = SEGMENTS.length): number {
  const angle = (((-rotation % 360) + 360) % 360) / (360 / n);
  return Math.round(angle) % n;
}

function reducedMotion(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('FortuneWheel', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('names the wheel by its segments in order and waits for the first spin', async () => {
    const { container } = render(<FortuneWheel segments={SEGMENTS} landed={null} spin={0} />);
    expect(
      screen.getByRole('img', {
        name: `Wheel of fortune with 12 segments: ${SEGMENTS.join(', ')}`,
      }),
    ).toBeInTheDocument();
    expect(container.querySelectorAll('.segment')).toHaveLength(12);
    expect(screen.getByText('€10.00')).toBeInTheDocument();
    expect(screen.getByRole('figure')).toHaveAccessibleName('Ready to spin');
    expect(container.querySelector('[data-landed]')).toBeNull();
    expect(underPointer(rotationOf(container))).toBe(0);
    await expectNoAxeViolations(container);
  });

  it('rests on the landed segment when it mounts with one, without reporting a stop', () => {
    const onSettled = vi.fn();
    const { container } = render(
      <FortuneWheel segments={SEGMENTS} landed={6} spin={3} onSettled={onSettled} />,
    );
    expect(underPointer(rotationOf(container))).toBe(6);
    expect(container.querySelector('[data-landed="true"]')!.textContent).toBe('€5.00');
    expect(screen.getByRole('figure')).toHaveAccessibleName('The wheel stopped on €5.00');
    expect(onSettled).not.toHaveBeenCalled();
  });

  it('turns a few full turns onto the landed segment, then marks it and says where it stopped', async () => {
    const onSettled = vi.fn();
    const { container, rerender } = render(
      <FortuneWheel segments={SEGMENTS} landed={null} spin={0} onSettled={onSettled} />,
    );
    rerender(<FortuneWheel segments={SEGMENTS} landed={11} spin={1} onSettled={onSettled} />);
    expect(turn(container)).toHaveAttribute('data-phase', 'landing');
    const rotation = rotationOf(container);
    expect(rotation).toBeGreaterThanOrEqual(4 * 360);
    expect(underPointer(rotation)).toBe(11);
    // Nothing is given away while it turns.
    expect(container.querySelector('[data-landed]')).toBeNull();
    expect(screen.getByRole('figure')).toHaveAccessibleName('The wheel is spinning…');
    expect(onSettled).not.toHaveBeenCalled();

    fireEvent.transitionEnd(turn(container));
    expect(turn(container)).toHaveAttribute('data-phase', 'rest');
    expect(container.querySelector('[data-landed="true"]')!.textContent).toBe('€10.00');
    expect(screen.getByRole('figure')).toHaveAccessibleName('The wheel stopped on €10.00');
    expect(onSettled).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(polite()).toHaveTextContent('The wheel stopped on €10.00'));

    // The next spin starts from there and turns forward again.
    rerender(<FortuneWheel segments={SEGMENTS} landed={2} spin={2} onSettled={onSettled} />);
    const next = rotationOf(container);
    expect(next - rotation).toBeGreaterThanOrEqual(4 * 360);
    expect(underPointer(next)).toBe(2);
    fireEvent.transitionEnd(turn(container));
    expect(onSettled).toHaveBeenCalledTimes(2);
  });

  it('turns steadily while waiting, then lands exactly on the answer', async () => {
    const { container, rerender } = render(
      <FortuneWheel segments={SEGMENTS} landed={3} spin={1} waiting={false} />,
    );
    const start = rotationOf(container);
    rerender(<FortuneWheel segments={SEGMENTS} landed={3} spin={1} waiting />);
    expect(turn(container)).toHaveAttribute('data-phase', 'waiting');
    expect(screen.getByRole('figure')).toHaveAccessibleName('The wheel is spinning…');
    // The first step starts on the next frame; each next one when the previous one ends.
    await waitFor(() => expect(rotationOf(container)).toBe(start + 720));
    fireEvent.transitionEnd(turn(container));
    expect(rotationOf(container)).toBe(start + 1440);

    rerender(<FortuneWheel segments={SEGMENTS} landed={8} spin={2} waiting={false} />);
    expect(turn(container)).toHaveAttribute('data-phase', 'landing');
    expect(rotationOf(container)).toBeGreaterThanOrEqual(start + 1440 + 4 * 360);
    expect(underPointer(rotationOf(container))).toBe(8);
    fireEvent.transitionEnd(turn(container));
    expect(container.querySelector('[data-landed="true"]')!.textContent).toBe('€1.00');
  });

  it('counts the wheel as stopped when its transition never ends (not drawn at the time)', () => {
    vi.useFakeTimers();
    const onSettled = vi.fn();
    const { container, rerender } = render(
      <FortuneWheel segments={SEGMENTS} landed={null} spin={0} onSettled={onSettled} />,
    );
    rerender(<FortuneWheel segments={SEGMENTS} landed={4} spin={1} onSettled={onSettled} />);
    act(() => vi.advanceTimersByTime(3000));
    expect(turn(container)).toHaveAttribute('data-phase', 'landing');
    act(() => vi.advanceTimersByTime(2000));
    expect(turn(container)).toHaveAttribute('data-phase', 'rest');
    expect(container.querySelector('[data-landed="true"]')!.textContent).toBe('€0.50');
    expect(onSettled).toHaveBeenCalledTimes(1);
  });

  it('turns from the start when it mounts waiting', async () => {
    const { container } = render(<FortuneWheel segments={SEGMENTS} landed={null} spin={0} waiting />);
    expect(turn(container)).toHaveAttribute('data-phase', 'waiting');
    expect(screen.getByRole('figure')).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(rotationOf(container)).toBe(720));
  });

  it('stops at once under reduced motion', async () => {
    reducedMotion(true);
    const onSettled = vi.fn();
    const { container, rerender } = render(
      <FortuneWheel segments={SEGMENTS} landed={null} spin={0} onSettled={onSettled} />,
    );
    rerender(<FortuneWheel segments={SEGMENTS} landed={null} spin={0} waiting onSettled={onSettled} />);
    // No steady turning: still, but said to be spinning.
    expect(turn(container)).toHaveAttribute('data-phase', 'rest');
    expect(screen.getByRole('figure')).toHaveAccessibleName('The wheel is spinning…');
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(rotationOf(container)).toBe(0);

    rerender(<FortuneWheel segments={SEGMENTS} landed={6} spin={1} onSettled={onSettled} />);
    expect(turn(container)).toHaveAttribute('data-phase', 'rest');
    expect(underPointer(rotationOf(container))).toBe(6);
    expect(container.querySelector('[data-landed="true"]')!.textContent).toBe('€5.00');
    expect(onSettled).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(polite()).toHaveTextContent('The wheel stopped on €5.00'));
  });
});
