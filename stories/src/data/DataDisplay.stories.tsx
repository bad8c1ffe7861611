import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import {
  Badge,
  EmptyState,
  ErrorState,
  GameGridSkeleton,
  Inline,
  ProgressBar,
  Stack,
  Tag,
} from '@betline/ui';
import './texts';
import { storyCanvas, text, uiText } from '../story-helpers';

/** Badge, Tag, ProgressBar, EmptyState, ErrorState and the casino loading skeleton. */
const meta = {
  title: 'Data/Display',
  component: Badge,
  args: { tone: 'accent', children: null },
  argTypes: {
    tone: { control: 'inline-radio', options: ['neutral', 'accent', 'success', 'warning', 'danger'] },
  },
  render: function Render(args) {
    const { t } = useTranslation();
    return (
      <Inline gap={2}>
        <Badge {...args}>{t('kit.newBadge')}</Badge>
        <Badge tone="danger">{t('kit.liveBadge')}</Badge>
        <Badge tone="accent" aria-label={t('kit.slipCount', { count: 3 })}>
          3
        </Badge>
      </Inline>
    );
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('img', { name: text(globals, 'kit.slipCount', { count: 3 }) }),
    ).toHaveTextContent('3');
  },
};

export const Tags: Story = {
  render: function Render() {
    const { t } = useTranslation();
    return <Tag onRemove={() => {}}>{t('kit.football')}</Tag>;
  },
  play: async ({ canvas, userEvent, globals }) => {
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: `${uiText(globals, 'dismiss')}: ${text(globals, 'kit.football')}` }),
    ).toHaveFocus();
  },
};

/** A task with a known end: a bonus's wagering part done, a verification with every document in. */
export const Progress: Story = {
  render: function Render() {
    const { t } = useTranslation();
    return (
      <Stack gap={4}>
        <ProgressBar
          label={t('dataKit.progress.wagering')}
          value={3_750}
          max={10_000}
          valueText={t('dataKit.progress.wagered', { done: '€37.50', required: '€100.00' })}
        />
        <ProgressBar
          label={t('dataKit.progress.verification')}
          value={3}
          max={3}
          tone="success"
          valueText={t('dataKit.progress.steps', { done: 3, all: 3 })}
        />
      </Stack>
    );
  },
  play: async ({ canvas, globals }) => {
    const bar = canvas.getByRole('progressbar', { name: text(globals, 'dataKit.progress.wagering') });
    await expect(bar).toHaveAttribute('aria-valuenow', '3750');
    await expect(bar).toHaveAttribute(
      'aria-valuetext',
      text(globals, 'dataKit.progress.wagered', { done: '€37.50', required: '€100.00' }),
    );
  },
};

export const Empty: Story = {
  render: function Render() {
    const { t } = useTranslation();
    return <EmptyState title={t('kit.noBets')}>{t('kit.noBetsHint')}</EmptyState>;
  },
  play: async ({ canvasElement, globals }) => {
    await expect(storyCanvas(canvasElement).getByText(text(globals, 'kit.noBets'))).toBeInTheDocument();
  },
};

export const Failed: Story = {
  render: function Render() {
    const { t } = useTranslation();
    return <ErrorState onRefresh={() => {}}>{t('kit.footerFailed')}</ErrorState>;
  },
  play: async ({ canvas, userEvent, globals }) => {
    const refresh = canvas.getByRole('button', { name: uiText(globals, 'refresh') });
    await userEvent.tab();
    await expect(refresh).toHaveFocus();
  },
};

/** CASINO-011: 16 game tiles and 2 other-games tiles. */
export const CasinoSkeleton: Story = {
  render: () => <GameGridSkeleton />,
  play: async ({ canvasElement }) => {
    const pane = canvasElement.querySelector('[data-story-pane="primary"]') ?? canvasElement;
    await expect(pane.querySelectorAll('[data-skeleton="game"]')).toHaveLength(16);
    await expect(pane.querySelectorAll('[data-skeleton="other"]')).toHaveLength(2);
  },
};
