import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { SportMenu } from '@betline/ui';
import { storyCanvas, text, uiText } from '../story-helpers';

/** The sports menu with line and live counts. */
const meta = {
  title: 'Betting/SportMenu',
  component: SportMenu,
  args: { sports: [], selectedId: 'football', show: 'both', onSelect: fn() },
  argTypes: {
    sports: { control: false },
    show: { control: 'inline-radio', options: ['both', 'line', 'live'] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 260 }}>
        <Story />
      </div>
    ),
  ],
  render: function Render(args) {
    const { t } = useTranslation();
    const sports = [
      ['football', 1284, 61],
      ['tennis', 412, 38],
      ['basketball', 230, 12],
      ['iceHockey', 198, 0],
      ['volleyball', 87, 4],
      ['esports', 1530, 140],
    ] as const;
    return (
      <SportMenu
        {...args}
        sports={sports.map(([id, lineCount, liveCount]) => ({
          id,
          name: t(`bets.${id}`),
          lineCount,
          liveCount,
        }))}
      />
    );
  },
} satisfies Meta<typeof SportMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both counts; the current sport is marked; picking by keyboard reports the sport. */
export const Playground: Story = {
  play: async ({ canvasElement, userEvent, args, globals }) => {
    const canvas = storyCanvas(canvasElement);
    const football = canvas.getByRole('button', { name: text(globals, 'bets.football') });
    await expect(football).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('tennis');
    // Nothing live in ice hockey: only the line count is described.
    await expect(
      canvas.getByRole('button', { name: text(globals, 'bets.iceHockey') }),
    ).toHaveAccessibleDescription(uiText(globals, 'betting.lineCount', { n: '198' }));
  },
};

/** The live section: live counts only; sports with nothing live show no count. */
export const LiveOnly: Story = { args: { show: 'live', selectedId: 'tennis' } };
