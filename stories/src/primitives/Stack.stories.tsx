import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack, Surface, Text } from '@betline/ui';
import { T } from '../story-helpers';

const items = [1, 2, 3];

const meta = {
  title: 'Primitives/Stack',
  component: Stack,
  args: {
    gap: 3,
    children: items.map((n) => (
      <Surface key={n} elevation={1} padding={3} data-testid="item">
        <Text>
          <T k="layout.match" values={{ n }} />
        </Text>
      </Surface>
    )),
  },
  argTypes: {
    gap: { control: 'select', options: [0, 1, 2, 3, 4, 5, 6, 8, 10, 12] },
    children: { control: false },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Children stacked vertically with a gap from the space scale. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByTestId('item');
    const a = first!.getBoundingClientRect();
    const b = second!.getBoundingClientRect();
    await expect(b.top).toBeGreaterThan(a.bottom);
    await expect(Math.round(b.left)).toBe(Math.round(a.left));
  },
};

export const Gaps: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 24 }}>
      {([0, 2, 4, 8] as const).map((gap) => (
        <Stack key={gap} {...args} gap={gap} data-testid={`stack-${gap}`}>
          <Text tone="muted">gap {gap}</Text>
          {items.map((n) => (
            <Surface key={n} elevation={1} padding={2}>
              <Text>
                <T k="layout.item" values={{ n }} />
              </Text>
            </Surface>
          ))}
        </Stack>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const rowGap = (gap: number) =>
      parseFloat(getComputedStyle(canvas.getByTestId(`stack-${gap}`)).rowGap) || 0;
    await expect(rowGap(0)).toBe(0);
    await expect(rowGap(2)).toBeLessThan(rowGap(4));
    await expect(rowGap(4)).toBeLessThan(rowGap(8));
  },
};
