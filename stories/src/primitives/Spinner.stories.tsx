import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { Inline, Spinner, Text } from '@betline/ui';
import { text } from '../story-helpers';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  args: {
    // Empty means "the translated default": type a label in Controls to override it.
    label: '',
    size: 'md',
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  render: function Render(args) {
    const { t } = useTranslation();
    return <Spinner {...args} label={args.label || t('spinner.loading')} />;
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Finds the spinner's status element by its (visually hidden) label. */
const statusWithText = (root: HTMLElement, label: string) =>
  [...root.querySelectorAll<HTMLElement>('[role="status"]')].find((el) => el.textContent === label);

/** A status with a visually hidden label; the ring itself is hidden from assistive technology. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const status = statusWithText(canvasElement, text(globals, 'spinner.loading'));
    await expect(status).toBeDefined();
    await expect(status!.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Sizes: Story = {
  render: function Render(args) {
    const { t } = useTranslation();
    return (
      <Inline gap={4} align="center">
        {(['sm', 'md', 'lg'] as const).map((size) => (
          <Spinner key={size} {...args} size={size} label={`${t('spinner.loading')} (${size})`} />
        ))}
      </Inline>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const width = (size: string) =>
      statusWithText(canvasElement, `${text(globals, 'spinner.loading')} (${size})`)!
        .querySelector('svg')!
        .getBoundingClientRect().width;
    await expect(width('sm')).toBeLessThan(width('md'));
    await expect(width('md')).toBeLessThan(width('lg'));
  },
};

/** Next to visible text, the label repeats what the text says so the status is announced. */
export const WithText: Story = {
  render: function Render(args) {
    const { t } = useTranslation();
    return (
      <Inline gap={2} align="center">
        <Spinner {...args} size="sm" label={t('spinner.loading')} />
        <Text tone="muted" aria-hidden="true">
          {t('spinner.loading')}
        </Text>
      </Inline>
    );
  },
};

/** Under prefers-reduced-motion the ring does not spin; it fades slowly instead. */
export const ReducedMotion: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('[role="status"] svg')!;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const name = getComputedStyle(svg).animationName;
    await expect(name).not.toBe('none');
    if (reduce)
      await expect(
        svg
          .getAnimations()
          .every((a) => !('transform' in ((a.effect as KeyframeEffect).getKeyframes()[0] ?? {}))),
      ).toBe(true);
  },
};
