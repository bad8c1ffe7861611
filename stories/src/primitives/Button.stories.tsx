import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button, Inline, Stack } from '@betline/ui';
import { ArrowRightIcon, PlusIcon } from '../icons';
import { T, text } from '../story-helpers';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: {
    variant: 'primary',
    size: 'md',
    loading: false,
    disabled: false,
    fullWidth: false,
    children: <T k="button.primary" />,
    onClick: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    children: { control: 'text' },
    iconStart: { control: false },
    iconEnd: { control: false },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const button = canvas.getByRole('button', { name: text(globals, 'button.primary') });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Primary: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: text(globals, 'button.primary') }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', children: <T k="button.secondary" /> },
  play: async ({ canvas, userEvent, args, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: text(globals, 'button.secondary') }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Ghost: Story = {
  args: { variant: 'ghost', children: <T k="button.ghost" /> },
  play: async ({ canvas, userEvent, args, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: text(globals, 'button.ghost') }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Danger: Story = {
  args: { variant: 'danger', children: <T k="button.danger" /> },
  play: async ({ canvas, userEvent, args, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: text(globals, 'button.danger') }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Every variant at every size: the heights come from the control size tokens. */
export const Sizes: Story = {
  render: (args) => (
    <Stack gap={3}>
      {(['primary', 'secondary', 'ghost', 'danger'] as const).map((variant) => (
        <Inline key={variant} gap={2} align="center">
          <Button {...args} variant={variant} size="sm">
            <T k="button.small" />
          </Button>
          <Button {...args} variant={variant} size="md">
            <T k="button.medium" />
          </Button>
          <Button {...args} variant={variant} size="lg">
            <T k="button.large" />
          </Button>
        </Inline>
      ))}
    </Stack>
  ),
  play: async ({ canvas, globals }) => {
    const heightOf = (name: string) =>
      canvas.getAllByRole('button', { name })[0]!.getBoundingClientRect().height;
    const sm = heightOf(text(globals, 'button.small'));
    const md = heightOf(text(globals, 'button.medium'));
    const lg = heightOf(text(globals, 'button.large'));
    await expect(sm).toBeLessThan(md);
    await expect(md).toBeLessThan(lg);
  },
};

/** A loading button keeps its size, tells assistive tech it is busy and ignores clicks. */
export const Loading: Story = {
  args: { loading: true, children: <T k="button.primary" /> },
  play: async ({ canvas, userEvent, args, globals }) => {
    const button = canvas.getByRole('button', { name: new RegExp(text(globals, 'button.primary')) });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  render: (args) => (
    <Inline gap={2} align="center">
      {(['primary', 'secondary', 'ghost', 'danger'] as const).map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          <T k={`button.${variant}`} />
        </Button>
      ))}
    </Inline>
  ),
  play: async ({ canvas, userEvent, args }) => {
    const buttons = canvas.getAllByRole('button');
    await expect(buttons).toHaveLength(4);
    for (const button of buttons) {
      await expect(button).toBeDisabled();
      await userEvent.click(button);
    }
    await userEvent.tab();
    await expect(buttons).not.toContain(document.activeElement);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const WithIcons: Story = {
  render: (args) => (
    <Inline gap={2} align="center">
      <Button {...args} iconStart={<PlusIcon />}>
        <T k="button.secondary" />
      </Button>
      <Button {...args} variant="secondary" iconEnd={<ArrowRightIcon />}>
        <T k="common.continue" />
      </Button>
    </Inline>
  ),
  play: async ({ canvas, userEvent, args, globals }) => {
    // Icons are decoration: the accessible name is the text alone.
    const add = canvas.getByRole('button', { name: text(globals, 'button.secondary') });
    await expect(add.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(add);
    await userEvent.click(canvas.getByRole('button', { name: text(globals, 'common.continue') }));
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const FullWidth: Story = {
  args: { fullWidth: true },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <Button {...args} />
    </div>
  ),
  play: async ({ canvas, globals }) => {
    const button = canvas.getByRole('button', { name: text(globals, 'button.primary') });
    const parent = button.parentElement!;
    await expect(Math.round(button.getBoundingClientRect().width)).toBe(
      Math.round(parent.getBoundingClientRect().width),
    );
  },
};

/** Tab reaches the button (with a visible focus ring); Enter and Space both activate it. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const button = canvas.getByRole('button', { name: text(globals, 'button.primary') });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
    await expect(getComputedStyle(button).outlineStyle).not.toBe('none');
  },
};
