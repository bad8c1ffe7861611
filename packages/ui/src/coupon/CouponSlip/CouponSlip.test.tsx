import { addBet, createBonusBet, type CouponSettings, type CouponState } from '@betline/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { accounts, bet, coupon, names, settings as baseSettings, siteConfig } from '../../test/coupon';
import { CouponSlip, type CouponSlipProps } from './CouponSlip';

type Overrides = Partial<Omit<CouponSlipProps, 'coupon' | 'settings'>>;

/** The slip with its state held the way an app holds it (controlled). */
function Harness({
  initial,
  initialSettings = baseSettings,
  onPlace = vi.fn(),
  spy,
  ...rest
}: { initial: CouponState; initialSettings?: CouponSettings; spy?: (c: CouponState) => void } & Overrides) {
  const [state, setState] = useState(initial);
  const [settings, setSettings] = useState(initialSettings);
  return (
    <CouponSlip
      coupon={state}
      settings={settings}
      siteConfig={siteConfig}
      accounts={accounts}
      coefViewId={0}
      betNames={names(initial.bets)}
      onCouponChange={(c) => {
        spy?.(c);
        setState(c);
      }}
      onSettingsChange={setSettings}
      onPlace={onPlace}
      {...rest}
    />
  );
}

const two = [bet(1, 1.5), bet(2, 2.2)];

describe('CouponSlip', { timeout: 30_000 }, () => {
  it('COUPON-012 COUPON-013 an express shows total odds and the possible win rounded to the cent; places by keyboard', async () => {
    const onPlace = vi.fn();
    const { container } = render(
      <Harness initial={coupon({ typeId: 1, bets: two, amount: 1_000 })} onPlace={onPlace} />,
    );
    expect(screen.getByRole('radio', { name: 'Express' })).toBeChecked();
    expect(container.querySelector('[data-figure="total-coef"]')).toHaveTextContent('3.30');
    expect(container.querySelector('[data-figure="possible-win"]')).toHaveTextContent('€33.00');
    const stake = screen.getByRole('textbox', { name: 'Stake (EUR)' });
    await userEvent.clear(stake);
    await userEvent.type(stake, '3.33');
    // 3.33 × 3.30 = 10.989 -> 10.99
    expect(container.querySelector('[data-figure="possible-win"]')).toHaveTextContent('€10.99');
    const place = screen.getByRole('button', { name: 'Place bet €3.33' });
    place.focus();
    await userEvent.keyboard('{Enter}');
    expect(onPlace).toHaveBeenCalledWith(expect.objectContaining({ typeId: 1, amount: 333 }));
    await expectNoAxeViolations(container);
  });

  it('a stake typed as "12abc" is no stake: the slip says why and places nothing', async () => {
    const onPlace = vi.fn();
    render(<Harness initial={coupon({ typeId: 1, bets: two, amount: 1_000 })} onPlace={onPlace} />);
    const stake = screen.getByRole('textbox', { name: 'Stake (EUR)' });
    await userEvent.clear(stake);
    await userEvent.type(stake, '12abc');
    expect(stake).toHaveValue('12abc');
    expect(
      screen.getByText('“12abc” is not an amount. Enter the stake in digits, for example 12.50.'),
    ).toBeVisible();
    const place = screen.getByRole('button', { name: 'Place bet' });
    expect(place).toBeDisabled();
    await userEvent.click(place);
    expect(onPlace).not.toHaveBeenCalled();
    await userEvent.type(stake, '{Backspace}{Backspace}{Backspace}');
    await userEvent.click(screen.getByRole('button', { name: 'Place bet €12.00' }));
    expect(onPlace).toHaveBeenCalledWith(expect.objectContaining({ amount: 1_200 }));
  });

  it('a one-click stake typed as "12abc" is no one-click stake', async () => {
    const spy = vi.fn();
    function Settings() {
      const [settings, setSettings] = useState({
        ...baseSettings,
        isActiveOneClick: true,
        oneClickAmount: 500,
      });
      return (
        <CouponSlip
          coupon={coupon({ bets: [] })}
          settings={settings}
          siteConfig={{ ...siteConfig, show_one_click: true }}
          accounts={accounts}
          coefViewId={0}
          betNames={{}}
          onCouponChange={() => undefined}
          onSettingsChange={(next) => {
            spy(next);
            setSettings(next);
          }}
          onPlace={() => undefined}
        />
      );
    }
    render(<Settings />);
    const field = screen.getByRole('textbox', { name: 'One-click stake (EUR)' });
    await userEvent.clear(field);
    await userEvent.type(field, '12abc');
    expect(spy).toHaveBeenLastCalledWith(expect.objectContaining({ oneClickAmount: 0 }));
    expect(field).toHaveAccessibleDescription(
      '“12abc” is not an amount. Enter the stake in digits, for example 12.50.',
    );
  });

  it('an app footer (a server refusal, booking tools) shows inside the slip tab, not in My bets', async () => {
    render(
      <Harness
        initial={coupon({ bets: two, typeId: 1, amount: 500 })}
        footer={<p>Refused: odds moved</p>}
        myBets={<p>Open bets</p>}
      />,
    );
    expect(screen.getByText('Refused: odds moved')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'My bets' }));
    expect(screen.getByText('Open bets')).toBeInTheDocument();
    expect(screen.queryByText('Refused: odds moved')).not.toBeInTheDocument();
  });

  it('COUPON-050 COUPON-053 a stake below the minimum is refused with a readable reason and the button explains itself', async () => {
    render(<Harness initial={coupon({ typeId: 0, bets: [bet(1, 2)], amount: 50 })} />);
    const place = screen.getByRole('button', { name: 'Place bet' });
    expect(place).toBeDisabled();
    expect(place).toHaveAccessibleDescription('The minimum stake is €1.00.');
    expect(screen.getByRole('textbox', { name: 'Stake (EUR)' })).toBeInvalid();
  });

  it('COUPON-014 odds that dropped under "accept higher odds" must be accepted first; a rise is accepted', async () => {
    const onAccept = vi.fn();
    const initial = coupon({ typeId: 1, bets: two, amount: 1_000 });
    const { rerender } = render(
      <Harness initial={initial} shownCoefByBetId={{ '1': 1.6 }} onAcceptOddsChanges={onAccept} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Accept changed odds' }));
    expect(onAccept).toHaveBeenCalled();
    expect(screen.getAllByText('Odds changed from 1.60 to 1.50')[0]).toBeInTheDocument();
    rerender(<Harness initial={initial} shownCoefByBetId={{ '1': 1.4 }} onAcceptOddsChanges={onAccept} />);
    expect(screen.getByRole('button', { name: 'Place bet €10.00' })).toBeEnabled();
  });

  it('COUPON-005 COUPON-024 switching to a system offers k of n; blocks show chained maxima (COUPON-049)', async () => {
    const spy = vi.fn();
    render(
      <Harness
        initial={coupon({ typeId: 1, bets: [bet(1, 2), bet(2, 2), bet(3, 2)], amount: 900 })}
        spy={spy}
      />,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'System' }));
    expect(spy).toHaveBeenLastCalledWith(expect.objectContaining({ typeId: 2, systemValue: 2 }));
    expect(screen.getByRole('button', { name: /System$/ })).toHaveTextContent('2 of 3 (3 lines)');
    await userEvent.click(screen.getByRole('switch', { name: 'Use blocks' }));
    expect(spy).toHaveBeenLastCalledWith(expect.objectContaining({ typeId: 4 }));
    expect(screen.getByRole('textbox', { name: 'Stake for block 1' })).toBeInTheDocument();
    expect(screen.getByText('Max €1,000.00')).toBeInTheDocument();
  });

  it('COUPON-030 in a system a bet can be made a banker (block 0, the lobby)', async () => {
    const spy = vi.fn();
    render(
      <Harness
        initial={coupon({ typeId: 2, bets: [bet(1, 2), bet(2, 2), bet(3, 2), bet(4, 2)], amount: 900 })}
        spy={spy}
      />,
    );
    const first = screen.getByRole('listitem', { name: 'Home 1 v Away 1, Home win' });
    await userEvent.click(within(first).getByRole('checkbox', { name: 'Banker' }));
    const last = spy.mock.lastCall?.[0] as CouponState;
    expect(last.bets[0]?.blockId).toBe(0);
    expect(screen.getByRole('button', { name: /System$/ })).toHaveTextContent('2 of 3 (3 lines)');
  });

  it('COUPON-026 multiple singles: each bet has its own stake and the total adds them', async () => {
    const { container } = render(
      <Harness initial={coupon({ typeId: 9, bets: two, amountByBetId: { '1': 1_000, '2': 500 } })} />,
    );
    expect(screen.getByRole('radio', { name: 'Multiple singles' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Stake for Home 2 v Away 2, Home win (EUR)' })).toHaveValue(
      '5',
    );
    expect(container.querySelector('[data-figure="stake"]')).toHaveTextContent('€15.00');
    // 10 × 1.5 + 5 × 2.2 = 26.00
    expect(container.querySelector('[data-figure="possible-win"]')).toHaveTextContent('€26.00');
    expect(screen.queryByRole('textbox', { name: 'Stake (EUR)' })).toBeNull();
  });

  it('COUPON-037 COUPON-038 an express of 4 gets the ×1.04 bonus line; removing it by hand remembers it', async () => {
    const spy = vi.fn();
    const bets = [bet(1, 1.5), bet(2, 1.6), bet(3, 1.7), bet(4, 1.8)];
    const bonus = createBonusBet(4);
    if (!bonus) throw new Error('no bonus bet');
    render(<Harness initial={coupon({ typeId: 1, bets: [...bets, bonus], amount: 1_000 })} spy={spy} />);
    expect(screen.getByText('Express bonus ×1.04')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove express bonus' }));
    const last = spy.mock.lastCall?.[0] as CouponState;
    expect(last.manuallyDeletedBonusBet).toBe(true);
    expect(last.bets).toHaveLength(4);
    expect(screen.queryByText(/Express bonus ×/)).toBeNull();
  });

  it('COUPON-031 adding a third eligible selection brings the bonus bet in through core', async () => {
    const spy = vi.fn();
    const initial = addBet(
      coupon({ typeId: 1, bets: [bet(1, 1.5), bet(2, 1.6)], amount: 1_000 }),
      bet(3, 1.7),
    );
    render(<Harness initial={initial} spy={spy} />);
    await userEvent.click(screen.getByRole('button', { name: 'Increase stake by €2.50' }));
    expect(screen.getByText('Express bonus ×1.03')).toBeInTheDocument();
  });

  it('COUPON-056 COUPON-057 a VIP bet is offered for a line coupon with a finite maximum, not for a live one', () => {
    const { unmount } = render(<Harness initial={coupon({ typeId: 0, bets: [bet(1, 2)], amount: 1_000 })} />);
    expect(
      screen.getByRole('switch', { name: 'VIP bet: ask for a stake above the maximum' }),
    ).toBeInTheDocument();
    unmount();
    render(
      <Harness initial={coupon({ typeId: 0, bets: [bet(1, 2, { gameTimeSec: 600 })], amount: 1_000 })} />,
    );
    expect(screen.queryByRole('switch', { name: /VIP bet/ })).toBeNull();
  });

  it('auto-max stakes the smaller of the maximum and the balance; the account switch changes the balance (COUPON-053)', async () => {
    render(<Harness initial={coupon({ typeId: 0, bets: [bet(1, 2)], amount: 1_000 })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Max' }));
    expect(screen.getByRole('textbox', { name: 'Stake (EUR)' })).toHaveValue('500');
    expect(screen.getByText('Min €1.00 · max €1,000.00')).toBeInTheDocument();
  });

  it('the odds pause freezes the shown odds and figures until resumed', () => {
    const initial = coupon({ typeId: 0, bets: [bet(1, 2)], amount: 1_000 });
    const props = { onOddsPausedChange: vi.fn(), betNames: names(initial.bets) };
    const common = {
      settings: baseSettings,
      siteConfig,
      accounts,
      coefViewId: 0 as const,
      onCouponChange: vi.fn(),
      onSettingsChange: vi.fn(),
      onPlace: vi.fn(),
      ...props,
    };
    const { rerender, container } = render(<CouponSlip {...common} coupon={initial} oddsPaused />);
    expect(screen.getByRole('status')).toHaveTextContent('Odds updates are paused.');
    rerender(
      <CouponSlip
        {...common}
        coupon={coupon({ typeId: 0, bets: [bet(1, 2.5)], amount: 1_000 })}
        oddsPaused
      />,
    );
    expect(container.querySelector('[data-figure="possible-win"]')).toHaveTextContent('€20.00');
    rerender(
      <CouponSlip
        {...common}
        coupon={coupon({ typeId: 0, bets: [bet(1, 2.5)], amount: 1_000 })}
        oddsPaused={false}
      />,
    );
    expect(container.querySelector('[data-figure="possible-win"]')).toHaveTextContent('€25.00');
  });

  it('a guest is asked to sign in; placing shows a busy button; a placed coupon shows its result', async () => {
    const onSignIn = vi.fn();
    const initial = coupon({ typeId: 0, bets: [bet(1, 2)], amount: 1_000 });
    const { rerender } = render(<Harness initial={initial} isAuthenticated={false} onSignIn={onSignIn} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in to bet' }));
    expect(onSignIn).toHaveBeenCalled();
    rerender(<Harness initial={initial} isPlacing />);
    expect(screen.getByRole('button', { name: /Placing bet/ })).toHaveAttribute('aria-busy', 'true');
    rerender(
      <Harness
        initial={initial}
        placed={{ couponId: '77-1', amount: 1_000, possibleWin: 2_000, currency: 'EUR', bookingCode: 'QX1' }}
      />,
    );
    expect(screen.getByText('Coupon 77-1')).toBeInTheDocument();
  });

  it('an empty slip invites to add selections; the my-bets tab shows its slot', async () => {
    render(<Harness initial={coupon({})} myBets={<p>Open bets list</p>} />);
    expect(screen.getByText('Your bet slip is empty')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'My bets' }));
    expect(screen.getByText('Open bets list')).toBeInTheDocument();
  });
});
