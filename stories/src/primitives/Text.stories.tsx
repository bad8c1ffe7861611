import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline, Stack, Text } from '@betline/ui';
import { T, text } from '../story-helpers';

const meta = {
  title: 'Primitives/Text',
  component: Text,
  args: {
    size: 'md',
    tone: 'default',
    tabular: false,
    children: <T k="text.sample" />,
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg'] },
    weight: { control: 'inline-radio', options: ['regular', 'medium', 'bold'] },
    as: { control: 'select', options: ['p', 'span', 'div', 'label', 'strong'] },
    tone: { control: 'inline-radio', options: ['default', 'muted', 'accent', 'danger', 'success'] },
    children: { control: 'text' },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(text(globals, 'text.sample'))).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Stack gap={2}>
      {(['xs', 'sm', 'md', 'lg'] as const).map((size) => (
        <Text key={size} {...args} size={size}>
          <T k="text.sizes" values={{ size }} />
        </Text>
      ))}
    </Stack>
  ),
  play: async ({ canvas, globals }) => {
    const fontSize = (size: string) =>
      parseFloat(getComputedStyle(canvas.getByText(text(globals, 'text.sizes', { size }))).fontSize);
    await expect(fontSize('xs')).toBeLessThan(fontSize('sm'));
    await expect(fontSize('sm')).toBeLessThan(fontSize('md'));
    await expect(fontSize('md')).toBeLessThan(fontSize('lg'));
  },
};

/** Tones carry meaning with words too: colour is never the only signal. */
export const Tones: Story = {
  render: (args) => (
    <Stack gap={2}>
      <Text {...args} tone="default">
        <T k="text.sample" />
      </Text>
      <Text {...args} tone="muted">
        <T k="text.muted" />
      </Text>
      <Text {...args} tone="accent">
        <T k="text.accent" />
      </Text>
      <Text {...args} tone="danger">
        <T k="text.danger" />
      </Text>
      <Text {...args} tone="success">
        <T k="text.success" />
      </Text>
    </Stack>
  ),
  play: async ({ canvas, globals }) => {
    const colour = (key: string) => getComputedStyle(canvas.getByText(text(globals, key))).color;
    const colours = new Set(
      ['text.sample', 'text.muted', 'text.accent', 'text.danger', 'text.success'].map(colour),
    );
    await expect(colours.size).toBe(5);
  },
};

export const Weights: Story = {
  render: (args) => (
    <Stack gap={2}>
      {(['regular', 'medium', 'bold'] as const).map((weight) => (
        <Text key={weight} {...args} weight={weight}>
          {weight}: <T k="text.sample" />
        </Text>
      ))}
    </Stack>
  ),
};

/** Odds and money use tabular figures so columns of numbers line up. */
export const Tabular: Story = {
  render: (args) => (
    <Stack gap={1}>
      <Inline gap={6}>
        <Text {...args} tone="muted">
          <T k="text.odds" />
        </Text>
      </Inline>
      {['1.11', '10.50', '3.88', '111.00'].map((odds) => (
        <Text key={odds} {...args} tabular data-testid="odds">
          {odds}
        </Text>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    for (const odds of canvas.getAllByTestId('odds')) {
      await expect(getComputedStyle(odds).fontVariantNumeric).toContain('tabular-nums');
    }
  },
};

export const AsParagraph: Story = {
  args: { as: 'p' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(text(globals, 'text.sample')).tagName).toBe('P');
  },
};
