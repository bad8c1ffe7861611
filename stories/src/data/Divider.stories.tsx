import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect } from 'storybook/test';
import { Button, Divider, Inline, Link, Stack, Text } from '@betline/ui';
import { storyCanvas, text } from '../story-helpers';
import './texts';

/**
 * A line between pieces of content: an `<hr>` when horizontal, `role="separator"` with
 * `aria-orientation="vertical"` when vertical (it takes the height of its flex row). An optional label sits
 * in the middle ("or") and names the separator.
 */
const meta = {
  title: 'Data/Divider',
  component: Divider,
  args: { orientation: 'horizontal', tone: 'default', spacing: 3 },
  argTypes: {
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
    tone: { control: 'inline-radio', options: ['muted', 'default', 'strong'] },
    spacing: { control: 'select', options: [0, 1, 2, 3, 4, 5, 6, 8] },
    label: { control: 'text' },
  },
  render: function Render(args) {
    const { t } = useTranslation();
    return args.orientation === 'vertical' ? (
      <Inline gap={0} align="center">
        <Text as="span">{t('dataKit.divider.line')}</Text>
        <Divider {...args} />
        <Text as="span">{t('dataKit.divider.live')}</Text>
      </Inline>
    ) : (
      <Stack gap={0}>
        <Text>{t('dataKit.divider.above')}</Text>
        <Divider {...args} />
        <Text>{t('dataKit.divider.below')}</Text>
      </Stack>
    );
  },
} satisfies Meta<typeof Divider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const separator = storyCanvas(canvasElement).getByRole('separator');
    await expect(separator.tagName).toBe('HR');
    await expect(separator.getBoundingClientRect().width).toBeGreaterThan(0);
  },
};

/** Vertical: between the items of a row; as tall as the row. */
export const Vertical: Story = {
  render: function Render() {
    const { t } = useTranslation();
    return (
      <Inline gap={3} align="center">
        <Link href="#/line" underline="hover">
          {t('dataKit.divider.line')}
        </Link>
        <Divider orientation="vertical" />
        <Link href="#/live" underline="hover">
          {t('dataKit.divider.live')}
        </Link>
        <Divider orientation="vertical" tone="strong" />
        <Link href="#/results" underline="hover">
          {t('dataKit.divider.results')}
        </Link>
      </Inline>
    );
  },
  play: async ({ canvasElement }) => {
    const separators = storyCanvas(canvasElement).getAllByRole('separator');
    await expect(separators).toHaveLength(2);
    for (const separator of separators) {
      await expect(separator).toHaveAttribute('aria-orientation', 'vertical');
      await expect(separator.getBoundingClientRect().height).toBeGreaterThan(0);
    }
  },
};

/** A label in the middle: "or" between two ways to do one thing. */
export const WithLabel: Story = {
  render: function Render() {
    const { t } = useTranslation();
    return (
      <Stack gap={3} style={{ maxWidth: 320 }}>
        <Button variant="secondary" fullWidth>
          {t('dataKit.divider.withCode')}
        </Button>
        <Divider label={t('dataKit.divider.or')} />
        <Button fullWidth>{t('dataKit.divider.withPassword')}</Button>
      </Stack>
    );
  },
  play: async ({ canvasElement, globals, userEvent }) => {
    const canvas = storyCanvas(canvasElement);
    const or = text(globals, 'dataKit.divider.or');
    await expect(canvas.getByRole('separator', { name: or })).toHaveTextContent(or);
    // Not a stop for the keyboard: from one button straight to the other.
    await userEvent.tab();
    await userEvent.tab();
    const password = canvas.getByRole('button', { name: text(globals, 'dataKit.divider.withPassword') });
    await expect(password).toHaveFocus();
    password.blur();
  },
};

/** The tones of the line. */
export const Tones: Story = {
  render: () => (
    <Stack gap={4}>
      <Divider tone="muted" />
      <Divider tone="default" />
      <Divider tone="strong" />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const colours = storyCanvas(canvasElement)
      .getAllByRole('separator')
      .map((hr) => getComputedStyle(hr).borderTopColor);
    await expect(new Set(colours).size).toBe(3);
  },
};
