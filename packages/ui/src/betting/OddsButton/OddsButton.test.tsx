import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { OddsButton } from './OddsButton';

const outcome = { id: 'o1', label: 'X', name: 'Draw', coef: 2.5 };

describe('OddsButton', () => {
  it.each([
    [0, '2.50'],
    [1, '3/2'],
    [2, '+150'],
    [4, '1.50'],
    [5, '-0.667'],
    [6, '1.50'],
  ] as const)('COEF-001 shows odds 2.5 in format %i as %s', (viewId, shown) => {
    render(<OddsButton outcome={outcome} marketName="Match result" coefViewId={viewId} />);
    expect(screen.getByRole('button')).toHaveTextContent(shown);
  });

  it('COEF-005 names the visible label and odds (rounded to 3 decimals), market, outcome and event; selecting toggles through onPress', async () => {
    const onPress = vi.fn();
    const { container } = render(
      <OddsButton
        outcome={{ ...outcome, coef: 1.87549 }}
        marketName="Match result"
        eventName="Lyon v Nice"
        coefViewId={0}
        selected
        onPress={onPress}
      />,
    );
    const button = screen.getByRole('button', { name: 'X 1.875, Match result: Draw, Lyon v Nice' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button);
    expect(onPress).toHaveBeenCalledWith(expect.objectContaining({ id: 'o1' }));
    await expectNoAxeViolations(container);
  });

  it('suspended and locked outcomes stay focusable but do nothing and say why', async () => {
    const onPress = vi.fn();
    render(
      <>
        <OddsButton
          outcome={{ ...outcome, status: 'suspended' }}
          marketName="Result"
          coefViewId={0}
          onPress={onPress}
        />
        <OddsButton
          outcome={{ ...outcome, id: 'o2', status: 'locked' }}
          marketName="Result"
          coefViewId={0}
          onPress={onPress}
        />
      </>,
    );
    const suspended = screen.getByRole('button', { name: /Suspended$/ });
    const locked = screen.getByRole('button', { name: /Not available$/ });
    expect(suspended).toHaveAttribute('aria-disabled', 'true');
    expect(locked).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(suspended);
    await userEvent.keyboard('{Tab}{Enter}');
    expect(onPress).not.toHaveBeenCalled();
    expect(suspended).not.toHaveTextContent('2.50');
  });

  it('a stale price (not confirmed since the connection dropped) says so and still works', async () => {
    const onPress = vi.fn();
    render(
      <OddsButton
        outcome={{ ...outcome, stale: true }}
        marketName="Result"
        coefViewId={0}
        onPress={onPress}
      />,
    );
    const button = screen.getByRole('button', { name: /not confirmed since the connection dropped/ });
    expect(button).toHaveAttribute('data-stale', 'true');
    await userEvent.click(button);
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('a price going up is shown by colour state, an arrow and "odds up" in the name; down likewise', () => {
    const { rerender } = render(<OddsButton outcome={outcome} marketName="Result" coefViewId={0} />);
    expect(screen.queryByTestId('odds-trend')).toBeNull();
    rerender(<OddsButton outcome={{ ...outcome, coef: 2.6 }} marketName="Result" coefViewId={0} />);
    const button = screen.getByRole('button', { name: /^X 2.60, Result: Draw, odds up$/ });
    expect(button).toHaveAttribute('data-trend', 'up');
    expect(screen.getByTestId('odds-trend')).toBeInTheDocument();
    rerender(<OddsButton outcome={{ ...outcome, coef: 2.4 }} marketName="Result" coefViewId={0} />);
    expect(screen.getByRole('button', { name: /^X 2.40, Result: Draw, odds down$/ })).toHaveAttribute(
      'data-trend',
      'down',
    );
  });
});
