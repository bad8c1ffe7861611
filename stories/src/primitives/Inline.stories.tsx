import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button, Inline, Stack, Surface, Text } from '@betline/ui';
import { T } from '../story-helpers';

const filters = ['layout.today', 'layout.tomorrow', 'layout.weekend', 'layout.outrights'];

const meta = {
  title: 'Primitives/Inline',
  component: Inline,
  args: {
    gap: 2,
    align: 'center',
    justify: 'start',
    wrap: false,
    children: filters.map((key) => (
      <Button key={key} variant="secondary" size="sm">
        <T k={key} />
      </Button>
    )),
  },
  argTypes: {
    gap: { control: 'select', options: [0, 1, 2, 3, 4, 5, 6, 8, 10, 12] },
    align: { control: 'inline-radio', options: ['start', 'center', 'end', 'baseline', 'stretch'] },
    justify: { control: 'inline-radio', options: ['start', 'center', 'end', 'between', 'around', 'evenly'] },
    children: { control: false },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Children in a row, with a gap from the space scale. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const [a, b] = canvas.getAllByRole('button').map((el) => el.getBoundingClientRect());
    await expect(b!.left).toBeGreaterThan(a!.right);
    await expect(Math.round(b!.top)).toBe(Math.round(a!.top));
  },
};

export const Justify: Story = {
  render: (args) => (
    <Stack gap={3}>
      {(['start', 'center', 'end', 'between'] as const).map((justify) => (
        <Surface key={justify} elevation={0} padding={2}>
          <Inline {...args} justify={justify} data-testid={`inline-${justify}`}>
            <Text tone="muted">{justify}</Text>
            <Button size="sm" variant="secondary">
              <T k="common.more" />
            </Button>
          </Inline>
        </Surface>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByTestId('inline-between')).justifyContent).toBe('space-between');
    await expect(getComputedStyle(canvas.getByTestId('inline-end')).justifyContent).toMatch(/end/);
  },
};

/** With wrap, items flow onto the next line instead of overflowing a narrow container. */
export const Wrap: Story = {
  args: { wrap: true },
  render: (args) => (
    <div style={{ width: 220 }}>
      <Inline {...args} data-testid="wrapping" />
    </div>
  ),
  play: async ({ canvas }) => {
    const tops = new Set(
      canvas.getAllByRole('button').map((el) => Math.round(el.getBoundingClientRect().top)),
    );
    await expect(tops.size).toBeGreaterThan(1);
    const inline = canvas.getByTestId('wrapping');
    await expect(inline.scrollWidth).toBeLessThanOrEqual(inline.clientWidth);
  },
};

export const Align: Story = {
  render: (args) => (
    <Stack gap={3}>
      {(['start', 'center', 'end'] as const).map((align) => (
        <Inline key={align} {...args} align={align}>
          <Text tone="muted">{align}</Text>
          <Button size="lg">
            <T k="common.placeBet" />
          </Button>
          <Text size="xs">
            <T k="text.muted" />
          </Text>
        </Inline>
      ))}
    </Stack>
  ),
};
