import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading, Inline, Stack, Surface, Text } from '@betline/ui';
import { T, text } from '../story-helpers';

const meta = {
  title: 'Primitives/Surface',
  component: Surface,
  args: {
    elevation: 1,
    padding: 4,
    radius: 'md',
    children: (
      <Stack gap={2}>
        <Heading level={3} size="md">
          <T k="surface.title" />
        </Heading>
        <Text tone="muted">
          <T k="surface.body" />
        </Text>
      </Stack>
    ),
  },
  argTypes: {
    elevation: { control: 'inline-radio', options: [0, 1, 2] },
    padding: { control: 'select', options: [0, 1, 2, 3, 4, 5, 6, 8] },
    radius: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    children: { control: false },
  },
} satisfies Meta<typeof Surface>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('heading', { name: text(globals, 'surface.title') })).toBeVisible();
  },
};

/** Elevation 0 sits on the page; 1 is a card; 2 floats above cards (menus, popovers). */
export const Elevations: Story = {
  render: (args) => (
    <Inline gap={4} align="stretch">
      {([0, 1, 2] as const).map((elevation) => (
        <Surface key={elevation} {...args} elevation={elevation} data-testid={`surface-${elevation}`}>
          <Text>
            <T k={['surface.flat', 'surface.raised', 'surface.floating'][elevation]!} />
          </Text>
        </Surface>
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    const shadow = (n: number) => getComputedStyle(canvas.getByTestId(`surface-${n}`)).boxShadow;
    await expect(shadow(1)).not.toBe(shadow(2));
    await expect(shadow(2)).not.toBe('none');
  },
};

export const Radii: Story = {
  render: (args) => (
    <Inline gap={4}>
      {(['sm', 'md', 'lg'] as const).map((radius) => (
        <Surface key={radius} {...args} radius={radius} data-testid={`surface-${radius}`}>
          <Text>{radius}</Text>
        </Surface>
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    const radius = (r: string) =>
      parseFloat(getComputedStyle(canvas.getByTestId(`surface-${r}`)).borderTopLeftRadius);
    await expect(radius('sm')).toBeGreaterThan(0);
    await expect(radius('sm')).toBeLessThanOrEqual(radius('md'));
    await expect(radius('md')).toBeLessThanOrEqual(radius('lg'));
  },
};

export const Padding: Story = {
  render: (args) => (
    <Inline gap={4} align="start">
      {([0, 2, 4, 8] as const).map((padding) => (
        <Surface key={padding} {...args} padding={padding}>
          <Text>padding {padding}</Text>
        </Surface>
      ))}
    </Inline>
  ),
};
