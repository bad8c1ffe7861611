import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, stubSiteConfig } from '../../test/app';

beforeEach(() => {
  stubSiteConfig();
});

/** The figures as the status region shows them: term and value pairs. */
function figures(): Record<string, string> {
  const region = screen.getByTestId('calculator-figures');
  const terms = within(region).queryAllByRole('term');
  const values = within(region).queryAllByRole('definition');
  return Object.fromEntries(
    terms.map((term, i) => [term.textContent ?? '', (values[i]?.textContent ?? '').replace(/\s/g, ' ')]),
  );
}

describe('information-betting-calculator', { timeout: 30_000 }, () => {
  it("system 2/3 at 2.0, 3.0 and 4.0 with a stake of 10 in the site's currency: 3 bets, return 86.67, profit 76.67", async () => {
    const user = userEvent.setup();
    renderApp('/en/information/betting-calculator');
    await user.selectOptions(await screen.findByLabelText('Bet type'), 'system');
    await user.type(screen.getByLabelText('Odds of selection 1'), '2.0');
    await user.type(screen.getByLabelText('Odds of selection 2'), '3.0');
    await user.type(screen.getByLabelText('Odds of selection 3'), '4.0');
    expect(screen.getByTestId('calculator-figures')).toHaveTextContent(
      'Type the odds of every selection and the stake to see the figures.',
    );
    await user.type(screen.getByLabelText(/^Total stake/), '10');
    expect(screen.getByLabelText('System')).toHaveDisplayValue('2 of 3: 3 bets');
    expect(figures()).toEqual({
      'Number of bets': '3',
      'Total stake': 'RUB 10.00',
      'Stake per bet': 'RUB 3.33',
      'Potential return': 'RUB 86.67',
      Profit: 'RUB 76.67',
    });

    // Selection 3 lost: only 2.0 x 3.0 pays, 10/3 x 6 = 20.00.
    await user.selectOptions(screen.getByLabelText('Result of selection 3'), 'lost');
    expect(figures()).toMatchObject({ 'Potential return': 'RUB 20.00', Profit: 'RUB 10.00' });
  });

  it('an accumulator in fractional odds: 1/1 and 2/1 with 5 staked return 30 (a void leg counts 1.00)', async () => {
    const user = userEvent.setup();
    renderApp('/en/information/betting-calculator');
    await user.selectOptions(await screen.findByLabelText('Odds format'), 'Fractional (UK)');
    await user.type(screen.getByLabelText('Odds of selection 1'), '1/1');
    await user.type(screen.getByLabelText('Odds of selection 2'), '2/1');
    await user.type(screen.getByLabelText(/^Total stake/), '5');
    expect(figures()).toEqual({
      'Number of bets': '1',
      'Total stake': 'RUB 5.00',
      'Potential return': 'RUB 30.00',
      Profit: 'RUB 25.00',
    });
    await user.selectOptions(screen.getByLabelText('Result of selection 1'), 'void');
    expect(figures()).toMatchObject({ 'Potential return': 'RUB 15.00' });
  });

  it('marks odds it cannot read, and adds and removes selections by keyboard', async () => {
    const user = userEvent.setup();
    renderApp('/en/information/betting-calculator');
    const odds = await screen.findByLabelText('Odds of selection 1');
    await user.type(odds, '0.5');
    await user.type(screen.getByLabelText('Odds of selection 2'), '2');
    await user.type(screen.getByLabelText(/^Total stake/), '10');
    expect(odds).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Decimal odds must be above 1.00 and at most 10,000.')).toBeInTheDocument();
    expect(screen.getByTestId('calculator-figures')).toHaveTextContent(
      'Correct the marked fields to see the figures.',
    );

    await user.clear(odds);
    await user.type(odds, '1.5');
    screen.getByRole('button', { name: 'Add a selection' }).focus();
    await user.keyboard('{Enter}');
    await user.type(screen.getByLabelText('Odds of selection 3'), '2');
    expect(figures()).toMatchObject({ 'Potential return': 'RUB 60.00' });
    screen.getByRole('button', { name: 'Remove selection 3' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByLabelText('Odds of selection 3')).toBeNull();
    expect(figures()).toMatchObject({ 'Potential return': 'RUB 30.00' });
  });
});
