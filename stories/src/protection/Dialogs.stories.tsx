import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, screen } from 'storybook/test';
import { Button, RealityCheckDialog, SelfExclusionDialog } from '@betline/ui';
import { uiText } from '../story-helpers';
import { NOW } from './data';

/** Self-exclusion (reasons, periods, an irreversible confirmation) and the reality check. */
const meta = {
  title: 'Protection/Dialogs',
  component: SelfExclusionDialog,
  args: { isOpen: false, onOpenChange: fn(), reasons: [], now: NOW, onConfirm: fn(), isConfirming: false },
  argTypes: { reasons: { control: false }, isOpen: { control: false } },
  render: function Render(args) {
    const { t } = useTranslation();
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button variant="danger" onClick={() => setOpen(true)}>
          {t('selfExclusion.title', { ns: 'ui' })}
        </Button>
        <SelfExclusionDialog
          {...args}
          isOpen={open}
          onOpenChange={(next) => {
            setOpen(next);
            args.onOpenChange(next);
          }}
          reasons={[
            { id: 1, selfExcludeReason: t('protect.reasons.time') },
            { id: 2, selfExcludeReason: t('protect.reasons.money') },
            { id: 3, selfExcludeReason: t('protect.reasons.break') },
          ]}
        />
      </>
    );
  },
} satisfies Meta<typeof SelfExclusionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** RG-005 RG-014: reason and period, then the irreversible step; "Exclude me" works only after "I understand". */
export const SelfExclusion: Story = {
  play: async ({ canvas, userEvent, globals, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: uiText(globals, 'selfExclusion.title') }));
    const dialog = await screen.findByRole('dialog', { name: uiText(globals, 'selfExclusion.title') });
    const radios = dialog.querySelectorAll('input[type="radio"]');
    await userEvent.click(radios[1] as HTMLElement);
    await userEvent.click(
      screen.getByRole('button', { name: new RegExp(uiText(globals, 'selfExclusion.period')) }),
    );
    const options = await screen.findAllByRole('option');
    await userEvent.click(options[2] as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: uiText(globals, 'selfExclusion.continue') }));
    const exclude = screen.getByRole('button', { name: uiText(globals, 'selfExclusion.confirm') });
    await expect(exclude).toBeDisabled();
    await userEvent.click(
      screen.getByRole('checkbox', { name: uiText(globals, 'selfExclusion.understand') }),
    );
    await userEvent.click(exclude);
    await expect(args.onConfirm).toHaveBeenCalledWith({ days: 30, reasonId: 2 });
  },
};

/** RG-032..RG-034: continue, log out, or close; "do not show again" goes with continue. */
export const RealityCheck: Story = {
  render: function Render() {
    const { t } = useTranslation();
    const [open, setOpen] = useState(false);
    const [answer, setAnswer] = useState('');
    return (
      <>
        <Button onClick={() => setOpen(true)}>{t('realityCheck.title', { ns: 'ui' })}</Button>
        <output>{answer}</output>
        <RealityCheckDialog
          isOpen={open}
          playedMs={5_100_000}
          netMinor={-12_550}
          currency="EUR"
          onAnswer={(a, dontShow) => {
            setAnswer(`${a}${dontShow ? ' +' : ''}`);
            setOpen(false);
          }}
        />
      </>
    );
  },
  play: async ({ canvas, userEvent, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: uiText(globals, 'realityCheck.title') }));
    await screen.findByRole('dialog', { name: uiText(globals, 'realityCheck.title') });
    await userEvent.click(screen.getByRole('checkbox', { name: uiText(globals, 'realityCheck.dontShow') }));
    await userEvent.click(screen.getByRole('button', { name: uiText(globals, 'realityCheck.continue') }));
    await expect(canvas.getByText('confirm +')).toBeInTheDocument();
  },
};
