import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { IconButton, StarIcon, Tooltip } from '@betline/ui';
import { text } from '../story-helpers';

/** A short hint on hover and keyboard focus; it describes its trigger (aria-describedby). */
const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  args: { placement: 'top', delay: 600, content: '', children: <span /> },
  argTypes: {
    placement: { control: 'inline-radio', options: ['top', 'bottom', 'start', 'end'] },
    children: { control: false },
  },
  render: function Render(args) {
    const { t } = useTranslation();
    return (
      <div style={{ paddingTop: 48 }}>
        <Tooltip {...args} content={t('overlays.favouriteHint')}>
          <IconButton label={t('overlays.favourite')} icon={<StarIcon />} variant="secondary" />
        </Tooltip>
      </div>
    );
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    await userEvent.tab();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(text(globals, 'overlays.favouriteHint'));
    await expect(
      canvas.getByRole('button', { name: text(globals, 'overlays.favourite') }),
    ).toHaveAccessibleDescription(text(globals, 'overlays.favouriteHint'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const Bottom: Story = {
  args: { placement: 'bottom' },
  play: async ({ userEvent }) => {
    await userEvent.tab();
    await screen.findByRole('tooltip');
  },
};
