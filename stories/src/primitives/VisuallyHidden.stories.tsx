import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { Button, IconButton, Inline, Stack, Text, VisuallyHidden } from '@betline/ui';
import { ArrowUpIcon, StarIcon } from '../icons';
import { T, text } from '../story-helpers';

const meta = {
  title: 'Primitives/VisuallyHidden',
  component: VisuallyHidden,
  args: {
    children: <T k="visuallyHidden.hiddenText" />,
  },
  argTypes: {
    children: { control: 'text' },
    as: { control: 'select', options: ['span', 'div', 'p'] },
  },
  render: (args) => (
    <Stack gap={3}>
      <Text tone="muted">
        <T k="visuallyHidden.explanation" />
      </Text>
      <Inline gap={1} align="center">
        <ArrowUpIcon />
        <Text tabular weight="bold" as="span">
          <T k="visuallyHidden.visible" />
        </Text>
        <VisuallyHidden {...args} data-testid="hidden" />
      </Inline>
    </Stack>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Present in the accessibility tree, invisible on screen (1px, clipped). */
export const Playground: Story = {
  play: async ({ canvas, globals }) => {
    const hidden = canvas.getByTestId('hidden');
    await expect(hidden).toHaveTextContent(text(globals, 'visuallyHidden.hiddenText'));
    const box = hidden.getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(1);
    await expect(box.height).toBeLessThanOrEqual(1);
    await expect(getComputedStyle(hidden).clipPath).not.toBe('none');
  },
};

/** Extra words for a control whose visible part is an icon or a number. */
export const InsideAControl: Story = {
  render: function Render() {
    const { t } = useTranslation();
    return (
      <Inline gap={2} align="center">
        <IconButton label={t('common.favourite')} icon={<StarIcon />} variant="secondary" />
        <Button variant="secondary" iconStart={<ArrowUpIcon />}>
          {t('visuallyHidden.visible')}
          <VisuallyHidden> {t('visuallyHidden.hiddenText')}</VisuallyHidden>
        </Button>
      </Inline>
    );
  },
  play: async ({ canvas, globals }) => {
    const button = canvas.getByRole('button', {
      name: new RegExp(text(globals, 'visuallyHidden.hiddenText')),
    });
    await expect(button).toHaveTextContent(text(globals, 'visuallyHidden.visible'));
  },
};
