import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { AdBlockNotice } from './AdBlockNotice';
import { AppUpdateNotice } from './AppUpdateNotice';
import { FirstDepositBonusModal } from './FirstDepositBonusModal';
import { MaintenanceBanner } from './MaintenanceBanner';
import { RegistrationReminder } from './RegistrationReminder';
import { TermsUpdateNotice } from './TermsUpdateNotice';
import { WelcomeModal } from './WelcomeModal';

describe('seed notices', () => {
  it('NOTICE-012 the app update notice has a reload action', async () => {
    const user = userEvent.setup();
    const onReload = vi.fn();
    const { container } = render(<AppUpdateNotice onReload={onReload} onDismiss={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('NOTICE-017 the ad-block notice uses main_dictionary_website_blocked_by_adblock', () => {
    render(<AdBlockNotice onDismiss={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('An ad blocker is blocking parts of this website');
  });

  it('NOTICE-013 NOTICE-014 the maintenance banner shows start and end through Intl', () => {
    render(
      <MaintenanceBanner
        startAt={new Date(Date.UTC(2026, 11, 1, 2, 0))}
        finishAt={new Date(Date.UTC(2026, 11, 1, 4, 0))}
      />,
    );
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent('Scheduled maintenance');
    expect(banner).toHaveTextContent('Dec 1, 2026');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('NOTICE-021 first-deposit modal 2 offers the sports (1) and casino (2) bonus choice', async () => {
    const user = userEvent.setup();
    const onDeposit = vi.fn();
    render(<FirstDepositBonusModal isOpen variant={2} onDeposit={onDeposit} onClose={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Choose your welcome bonus' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Casino bonus' }));
    expect(onDeposit).toHaveBeenCalledWith(2);
  });

  it('NOTICE-021 first-deposit modal 1 shows percent and amount', () => {
    render(
      <FirstDepositBonusModal
        isOpen
        variant={1}
        percent={150}
        maxAmount="€200"
        onDeposit={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Your first deposit bonus' })).toHaveTextContent(
      '150% up to €200',
    );
  });

  it('the terms-update notice cannot be dismissed and accepts', async () => {
    const user = userEvent.setup();
    const onAccept = vi.fn();
    render(<TermsUpdateNotice isOpen termsHref="/en/information/rules" onAccept={onAccept} />);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Our terms have changed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the terms' })).toHaveAttribute(
      'href',
      '/en/information/rules',
    );
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(onAccept).toHaveBeenCalled();
  });

  it('the registration reminder and welcome modal close with their actions', async () => {
    const user = userEvent.setup();
    const onLater = vi.fn();
    const onClose = vi.fn();
    render(
      <>
        <RegistrationReminder isOpen onRegister={vi.fn()} onLater={onLater} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(onLater).toHaveBeenCalled();
    render(<WelcomeModal isOpen brand="Aurora" onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Welcome to Aurora' })).toBeInTheDocument();
  });
});
