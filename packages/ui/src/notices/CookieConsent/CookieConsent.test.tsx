import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { CookieConsent } from './CookieConsent';
import { resolveCustomConsent, type CookieOption } from './consent';

const opt = (cookiesType: CookieOption['cookiesType'], checked: boolean, disabled = false): CookieOption => ({
  name: cookiesType,
  description: '',
  checked,
  disabled,
  cookiesType,
});

describe('resolveCustomConsent', () => {
  it('CONSENT-013 all options checked resolves to ALL', () => {
    expect(
      resolveCustomConsent([opt('DISABLE', true, true), opt('FUNCTIONALITY', true), opt('MARKETING', true)]),
    ).toBe('ALL');
  });
  it('CONSENT-014 otherwise the first checked non-disabled option wins', () => {
    expect(
      resolveCustomConsent([opt('DISABLE', true, true), opt('FUNCTIONALITY', false), opt('MARKETING', true)]),
    ).toBe('MARKETING');
    expect(
      resolveCustomConsent([opt('DISABLE', true, true), opt('FUNCTIONALITY', true), opt('MARKETING', false)]),
    ).toBe('FUNCTIONALITY');
  });
  it('CONSENT-015 nothing checked resolves to DISABLE', () => {
    expect(resolveCustomConsent([opt('FUNCTIONALITY', false), opt('MARKETING', false)])).toBe('DISABLE');
    expect(resolveCustomConsent([opt('DISABLE', true, true), opt('FUNCTIONALITY', false)])).toBe('DISABLE');
  });
});

describe('CookieConsent', () => {
  it('CONSENT-002 CONSENT-006 main view accepts all with ALL; it cannot be dismissed with Escape', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    render(<CookieConsent isOpen onChoose={onChoose} />);
    expect(screen.getByRole('dialog', { name: 'Cookies' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(onChoose).toHaveBeenCalledWith('ALL', expect.any(Array));
  });

  it('CONSENT-002 CONSENT-014 the customize view saves the resolved choice', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    render(<CookieConsent isOpen onChoose={onChoose} />);
    await user.click(screen.getByRole('button', { name: 'Customize' }));
    expect(screen.getByRole('dialog', { name: 'Cookie settings' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Necessary/ })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /Marketing and analytics/ }));
    await expectNoAxeViolations(document.body);
    await user.click(screen.getByRole('button', { name: 'Save my choice' }));
    expect(onChoose).toHaveBeenCalledWith('MARKETING', expect.any(Array));
  });

  it('CONSENT-001 an option is a name, a description, checked, disabled and its cookies type', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    const options: CookieOption[] = [
      {
        name: 'Needed',
        description: 'Keeps you signed in.',
        checked: true,
        disabled: true,
        cookiesType: 'DISABLE',
      },
      {
        name: 'Comfort',
        description: 'Remembers your layout.',
        checked: true,
        disabled: false,
        cookiesType: 'FUNCTIONALITY',
      },
      {
        name: 'Offers',
        description: 'Counts visits.',
        checked: false,
        disabled: false,
        cookiesType: 'MARKETING',
      },
    ];
    render(<CookieConsent isOpen options={options} onChoose={onChoose} defaultView="customize" />);
    const needed = screen.getByRole('checkbox', { name: /Needed/ });
    expect(needed).toBeChecked();
    expect(needed).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /Comfort/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Offers/ })).not.toBeChecked();
    for (const text of ['Keeps you signed in.', 'Remembers your layout.', 'Counts visits.'])
      expect(screen.getByText(text)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Offers/ }));
    await user.click(screen.getByRole('checkbox', { name: /Comfort/ }));
    await user.click(screen.getByRole('button', { name: 'Save my choice' }));
    // The first checked option that can be changed decides (CONSENT-014); every field comes back.
    expect(onChoose).toHaveBeenCalledWith('MARKETING', [
      options[0],
      { ...options[1], checked: false },
      { ...options[2], checked: true },
    ]);
  });
});
