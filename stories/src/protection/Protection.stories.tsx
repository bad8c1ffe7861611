import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn } from 'storybook/test';
import {
  ActivityChart,
  LimitForm,
  LimitQuestionnaire,
  ProtectionLevel,
  SessionLimitNotice,
  Stack,
  Heading,
} from '@betline/ui';
import { uiText } from '../story-helpers';
import { NOW, activityDays, playerLimits } from './data';

/** The smaller protection pieces and the limits page composed from them. */
const meta = {
  title: 'Protection/Components',
  component: SessionLimitNotice,
  args: { onLogout: fn() },
} satisfies Meta<typeof SessionLimitNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** RG-030 RG-031: permanent, no close button; its only action logs out. */
export const SessionLimit: Story = {
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <SessionLimitNotice {...args} />
    </div>
  ),
  play: async ({ canvas, userEvent, globals, args }) => {
    await expect(canvas.queryByRole('button', { name: uiText(globals, 'notices.closeNotice') })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: uiText(globals, 'sessionLimit.logOut') }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** ACC-016..ACC-019 statuses: bad (<= 30), normal, good (70..99), full (100). */
export const ProtectionLevels: Story = {
  render: () => (
    <Stack gap={4} style={{ maxWidth: 360 }}>
      <ProtectionLevel level={20} status="bad" />
      <ProtectionLevel level={55} status="normal" />
      <ProtectionLevel level={80} status="good" />
      <ProtectionLevel level={100} status="full" />
    </Stack>
  ),
};

/** The questions before a risky change; sending with one unanswered says so. */
export const Questionnaire: Story = {
  render: function Render() {
    const { t } = useTranslation();
    return (
      <div style={{ maxWidth: 520 }}>
        <LimitQuestionnaire
          questions={[
            { id: 'chasing', text: t('protect.questions.chasing') },
            { id: 'borrowed', text: t('protect.questions.borrowed') },
            { id: 'time', text: t('protect.questions.time') },
          ]}
          onSubmit={fn()}
          onCancel={fn()}
        />
      </div>
    );
  },
  play: async ({ canvas, userEvent, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: uiText(globals, 'questionnaire.submit') }));
    await expect(canvas.getByText(uiText(globals, 'questionnaire.unanswered'))).toBeInTheDocument();
  },
};

/** Deposits, stakes and net per day: SVG bars, a summary for screen readers and a data table (ADR 0019). */
export const Activity: Story = {
  render: () => (
    <div style={{ maxWidth: 640 }}>
      <ActivityChart days={activityDays} currency="EUR" />
    </div>
  ),
};

/** RG-015: the limits page in the seed's section order: deposit, extra (33, 30, 31), reality checks, wagering, loss. */
export const LimitsPage: Story = {
  render: function Render() {
    const { t } = useTranslation();
    const families = [
      'deposit',
      'timeOut',
      'selfExclusion',
      'session',
      'realityCheck',
      'wagering',
      'loss',
    ] as const;
    return (
      <Stack gap={4} style={{ maxWidth: 960 }}>
        <Heading level={2}>{t('protect.limitsPage')}</Heading>
        <ProtectionLevel level={55} status="normal" />
        <div
          style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))', gap: 16 }}
        >
          {families.map((family) => (
            <LimitForm
              key={family}
              family={family}
              limits={playerLimits}
              currency="EUR"
              now={NOW}
              onSubmit={fn()}
              warning={family === 'wagering' ? t('protect.limitWarning') : undefined}
            />
          ))}
        </div>
        <ActivityChart days={activityDays} currency="EUR" />
      </Stack>
    );
  },
};
