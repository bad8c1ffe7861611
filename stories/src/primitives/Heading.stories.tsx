import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading, Stack } from '@betline/ui';
import { T, text } from '../story-helpers';

const meta = {
  title: 'Primitives/Heading',
  component: Heading,
  args: {
    level: 2,
    children: <T k="heading.title" />,
  },
  argTypes: {
    level: { control: 'inline-radio', options: [1, 2, 3, 4, 5, 6] },
    children: { control: 'text' },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: text(globals, 'heading.title') }),
    ).toBeVisible();
  },
};

/** The level is the document outline; each level has its default size. */
export const Levels: Story = {
  render: (args) => (
    <Stack gap={3}>
      {([1, 2, 3, 4, 5, 6] as const).map((level) => (
        <Heading key={level} {...args} level={level}>
          <T k="heading.level" values={{ level }} />
        </Heading>
      ))}
    </Stack>
  ),
  play: async ({ canvas, globals }) => {
    const sizes: number[] = [];
    for (const level of [1, 2, 3, 4, 5, 6]) {
      const heading = canvas.getByRole('heading', { level, name: text(globals, 'heading.level', { level }) });
      await expect(heading.tagName).toBe(`H${level}`);
      sizes.push(parseFloat(getComputedStyle(heading).fontSize));
    }
    // Sizes never grow as the level goes down.
    for (let i = 1; i < sizes.length; i += 1) await expect(sizes[i]).toBeLessThanOrEqual(sizes[i - 1]!);
  },
};

/** Size is independent of level: a small h2 in a dense card, a large h3 in a hero. */
export const SizeOverride: Story = {
  render: (args) => (
    <Stack gap={3}>
      <Heading {...args} level={2} size="sm">
        <T k="heading.subtitle" />
      </Heading>
      <Heading {...args} level={3} size="xl">
        <T k="heading.title" />
      </Heading>
    </Stack>
  ),
  play: async ({ canvas, globals }) => {
    const h2 = canvas.getByRole('heading', { level: 2, name: text(globals, 'heading.subtitle') });
    const h3 = canvas.getByRole('heading', { level: 3, name: text(globals, 'heading.title') });
    await expect(parseFloat(getComputedStyle(h3).fontSize)).toBeGreaterThan(
      parseFloat(getComputedStyle(h2).fontSize),
    );
  },
};
