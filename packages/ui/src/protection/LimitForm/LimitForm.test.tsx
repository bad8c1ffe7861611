import { DAY_MS, type PlayerLimit } from '@betline/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { LimitForm } from './LimitForm';

const NOW = Date.UTC(2026, 10, 23, 12, 0);
const deposit7d: PlayerLimit = {
  type: 21,
  value: 1000,
  startedAt: NOW - DAY_MS,
  endsAt: null,
  pending: null,
};

async function optionsOf(user: ReturnType<typeof userEvent.setup>, name: RegExp) {
  await user.click(screen.getByRole('button', { name }));
  const list = await screen.findByRole('listbox');
  const labels = within(list)
    .getAllByRole('option')
    .map((o) => o.textContent);
  await user.keyboard('{Escape}');
  return labels;
}

describe('LimitForm', () => {
  it('RG-009 a lower deposit limit applies at once and is sent with its period type', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { container } = render(
      <LimitForm family="deposit" limits={[deposit7d]} currency="EUR" now={NOW} onSubmit={onSubmit} />,
    );
    await user.click(screen.getByRole('radio', { name: '7 days' }));
    expect(screen.getByText('€1,000.00')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Limit amount' }), '500');
    expect(screen.getByRole('status')).toHaveTextContent('Takes effect at once.');
    await user.click(screen.getByRole('button', { name: 'Save limit' }));
    expect(onSubmit).toHaveBeenCalledWith(21, 500);
    await expectNoAxeViolations(container);
  });

  it('RG-027 a higher limit is shown as waiting 24 h and needing confirmation; removal too', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<LimitForm family="deposit" limits={[deposit7d]} currency="EUR" now={NOW} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('radio', { name: '7 days' }));
    await user.type(screen.getByRole('textbox', { name: 'Limit amount' }), '2000');
    expect(screen.getByRole('status')).toHaveTextContent(
      /€2,000.00 can apply from Nov 24, 2026.*only after you confirm it/,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Remove this limit' }));
    expect(screen.getByRole('status')).toHaveTextContent(/Removing a limit waits 24 hours/);
    await user.click(screen.getByRole('button', { name: 'Save limit' }));
    expect(onSubmit).toHaveBeenCalledWith(21, null);
  });

  it('RG-007 RG-008 wagering and loss sections offer 24 h, 7 d and 30 d; an unchanged value cannot be saved', async () => {
    const user = userEvent.setup();
    const { unmount } = render(
      <LimitForm
        family="loss"
        limits={[{ ...deposit7d, type: 10, value: 300 }]}
        currency="EUR"
        now={NOW}
        onSubmit={vi.fn()}
      />,
    );
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      '24 hours',
      '7 days',
      '30 days',
    ]);
    await user.type(screen.getByRole('textbox', { name: 'Limit amount' }), '300');
    expect(screen.getByRole('status')).toHaveTextContent('This is already your limit.');
    expect(screen.getByRole('button', { name: 'Save limit' })).toBeDisabled();
    unmount();
    render(<LimitForm family="wagering" limits={[]} currency="EUR" now={NOW} onSubmit={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Wagering limit' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
  });

  it('RG-011 RG-012 RG-013 session, reality-check and time-out values come from the catalogue', async () => {
    const user = userEvent.setup();
    const session = render(
      <LimitForm family="session" limits={[]} currency="EUR" now={NOW} onSubmit={vi.fn()} />,
    );
    const hours = await optionsOf(user, /Duration/);
    expect(hours).toHaveLength(24);
    expect(hours[0]).toBe('1 hour');
    expect(hours[23]).toBe('24 hours');
    session.unmount();
    const reality = render(
      <LimitForm family="realityCheck" limits={[]} currency="EUR" now={NOW} onSubmit={vi.fn()} />,
    );
    expect(await optionsOf(user, /Remind me every/)).toEqual([
      '5 minutes',
      '10 minutes',
      '15 minutes',
      '30 minutes',
      '45 minutes',
      '60 minutes',
    ]);
    reality.unmount();
    render(<LimitForm family="timeOut" limits={[]} currency="EUR" now={NOW} onSubmit={vi.fn()} />);
    expect(await optionsOf(user, /Duration/)).toEqual(['1 day', '7 days', '30 days', '90 days']);
  });

  it('RG-010 RG-014 self-exclusion offers the decided periods and is sent only after confirmation', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<LimitForm family="selfExclusion" limits={[]} currency="EUR" now={NOW} onSubmit={onSubmit} />);
    expect(await optionsOf(user, /Duration/)).toEqual(
      [1, 7, 30, 90, 180, 365, 730, 1095, 1825, 3650].map(
        (d) => `${d.toLocaleString('en')} day${d === 1 ? '' : 's'}`,
      ),
    );
    await user.click(screen.getByRole('button', { name: /Duration/ }));
    await user.click(await screen.findByRole('option', { name: '30 days' }));
    expect(screen.getByRole('status')).toHaveTextContent(/cannot cancel it until Dec 23, 2026/);
    await user.click(screen.getByRole('button', { name: 'Save limit' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('alertdialog', { name: 'Start the Self-exclusion?' });
    await user.click(within(dialog).getByRole('button', { name: 'Start now' }));
    expect(onSubmit).toHaveBeenCalledWith(30, 30);
  });

  it('RG-028 an active self-exclusion cannot be shortened', async () => {
    const user = userEvent.setup();
    render(
      <LimitForm
        family="selfExclusion"
        limits={[{ type: 30, value: 90, startedAt: NOW - DAY_MS, endsAt: NOW + 89 * DAY_MS, pending: null }]}
        currency="EUR"
        now={NOW}
        onSubmit={vi.fn()}
      />,
    );
    await user.click(screen.getByRole('button', { name: /Duration/ }));
    await user.click(await screen.findByRole('option', { name: '7 days' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'An active Self-exclusion cannot be cancelled or shortened.',
    );
    expect(screen.getByRole('button', { name: 'Save limit' })).toBeDisabled();
  });
});
