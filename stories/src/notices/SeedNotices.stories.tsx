import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import {
  AdBlockNotice,
  AgeGate,
  AppUpdateNotice,
  Button,
  CookieConsent,
  FirstDepositBonusModal,
  MaintenanceBanner,
  RegistrationReminder,
  Stack,
  TermsUpdateNotice,
  Text,
  WelcomeModal,
} from '@betline/ui';
import { storyCanvas, text, uiText } from '../story-helpers';

/** The seed's notices and modals, each driven by props; the app decides when they show. */
const meta = {
  title: 'Notices/Seed notices',
  component: CookieConsent,
  args: { isOpen: true, onChoose: fn() },
} satisfies Meta<typeof CookieConsent>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens one of the modal notices from a button (focus returns to it on close). */
function Opener({ children }: { children: (open: boolean, close: () => void) => ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('noticesStory.show')}</Button>
      {children(open, () => setOpen(false))}
    </>
  );
}

/** CONSENT-002, CONSENT-006: main view; Accept all chooses ALL. */
export const CookieConsentMain: Story = {
  render: function Render(args) {
    const { t } = useTranslation();
    const [chosen, setChosen] = useState('');
    return (
      <Opener>
        {(open, close) => (
          <>
            <Text>{chosen && t('noticesStory.chosen', { value: chosen })}</Text>
            <CookieConsent
              {...args}
              isOpen={open}
              onChoose={(type, options) => {
                setChosen(type);
                args.onChoose(type, options);
                close();
              }}
            />
          </>
        )}
      </Opener>
    );
  },
  play: async ({ canvas, userEvent, globals, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: text(globals, 'noticesStory.show') }));
    await screen.findByRole('dialog', { name: uiText(globals, 'cookieConsent.title') });
    await userEvent.click(screen.getByRole('button', { name: uiText(globals, 'cookieConsent.acceptAll') }));
    await expect(args.onChoose).toHaveBeenCalledWith('ALL', expect.anything());
  },
};

/** CONSENT-002, CONSENT-014: the customize view; keyboard only. */
export const CookieConsentCustomize: Story = {
  ...CookieConsentMain,
  play: async ({ canvas, userEvent, globals, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: text(globals, 'noticesStory.show') }));
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: uiText(globals, 'cookieConsent.customize') }));
    await screen.findByRole('dialog', { name: uiText(globals, 'cookieConsent.customizeTitle') });
    const marketing = screen.getByRole('checkbox', {
      name: new RegExp(uiText(globals, 'cookieConsent.marketing')),
    });
    marketing.focus();
    await userEvent.keyboard(' ');
    await expect(marketing).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: uiText(globals, 'cookieConsent.save') }));
    await expect(args.onChoose).toHaveBeenCalledWith('MARKETING', expect.anything());
  },
};

/** NOTICE-008, NOTICE-009: only an answer closes the age question. */
export const AgeRestriction: Story = {
  render: () => (
    <Opener>{(open, close) => <AgeGate isOpen={open} onConfirm={close} onLeave={close} />}</Opener>
  ),
  play: async ({ canvas, userEvent, globals }) => {
    const opener = canvas.getByRole('button', { name: text(globals, 'noticesStory.show') });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('alertdialog', {
      name: uiText(globals, 'ageGate.proof_of_age_popup_title'),
      description: uiText(globals, 'ageGate.text'),
    });
    // The browser's modal dialog: the question takes focus, the page behind is inert, Escape does not close it.
    await waitFor(() => expect(dialog).toHaveFocus());
    await expect(dialog.matches(':modal')).toBe(true);
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: uiText(globals, 'ageGate.confirm') }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // Closed, the focus is back where it was.
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** NOTICE-012, NOTICE-014, NOTICE-017: the inline notices. */
export const InlineNotices: Story = {
  render: function Render() {
    const reload = fn();
    return (
      <Stack gap={3} style={{ maxWidth: 420 }}>
        <AppUpdateNotice onReload={reload} onDismiss={() => {}} />
        <MaintenanceBanner
          startAt={new Date(Date.UTC(2026, 11, 1, 2, 0))}
          finishAt={new Date(Date.UTC(2026, 11, 1, 4, 0))}
        />
        <AdBlockNotice onDismiss={() => {}} />
      </Stack>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(canvas.getByRole('button', { name: uiText(globals, 'reload') })).toBeInTheDocument();
    await expect(
      canvas.getByText(uiText(globals, 'adBlock.main_dictionary_website_blocked_by_adblock')),
    ).toBeInTheDocument();
  },
};

export const TermsUpdate: Story = {
  render: () => (
    <Opener>
      {(open, close) => <TermsUpdateNotice isOpen={open} termsHref="#terms" onAccept={close} />}
    </Opener>
  ),
  play: async ({ canvas, userEvent, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: text(globals, 'noticesStory.show') }));
    await screen.findByRole('dialog', { name: uiText(globals, 'termsUpdate.title') });
    await userEvent.click(screen.getByRole('button', { name: uiText(globals, 'accept') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const RegistrationReminderPopup: Story = {
  render: () => (
    <Opener>
      {(open, close) => <RegistrationReminder isOpen={open} onRegister={close} onLater={close} />}
    </Opener>
  ),
  play: async ({ canvas, userEvent, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: text(globals, 'noticesStory.show') }));
    await screen.findByRole('dialog', { name: uiText(globals, 'registrationReminder.title') });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** NOTICE-021: first-deposit bonus modal 1. */
export const FirstDepositBonus1: Story = {
  render: () => (
    <Opener>
      {(open, close) => (
        <FirstDepositBonusModal
          isOpen={open}
          variant={1}
          percent={100}
          maxAmount="€100"
          onDeposit={close}
          onClose={close}
        />
      )}
    </Opener>
  ),
  play: async ({ canvas, userEvent, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: text(globals, 'noticesStory.show') }));
    await screen.findByRole('dialog', { name: uiText(globals, 'firstDeposit.title1') });
  },
};

/** NOTICE-021: first-deposit bonus modal 2 with the sports / casino choice. */
export const FirstDepositBonus2: Story = {
  render: () => (
    <Opener>
      {(open, close) => (
        <FirstDepositBonusModal
          isOpen={open}
          variant={2}
          percent={100}
          maxAmount="€100"
          onDeposit={close}
          onClose={close}
        />
      )}
    </Opener>
  ),
  play: async ({ canvas, userEvent, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: text(globals, 'noticesStory.show') }));
    await screen.findByRole('dialog', { name: uiText(globals, 'firstDeposit.title2') });
    await userEvent.click(screen.getByRole('button', { name: uiText(globals, 'firstDeposit.casino') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Welcome: Story = {
  render: () => (
    <Opener>{(open, close) => <WelcomeModal isOpen={open} brand="Betline" onClose={close} />}</Opener>
  ),
  play: async ({ canvas, userEvent, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: text(globals, 'noticesStory.show') }));
    await screen.findByRole('dialog', { name: uiText(globals, 'welcome.title', { brand: 'Betline' }) });
  },
};
