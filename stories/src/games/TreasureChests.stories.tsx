import { useEffect, useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { formatMoney, TreasureChests, type TreasureChestsProps } from '@betline/ui';
import { isLocale } from '../i18n';
import { storyCanvas, uiText } from '../story-helpers';
import { CURRENCY } from './demo';

/**
 * The engine's three prizes (CHEST_PRIZES of @betline/games) in one dealt order, in hundredths of the play's
 * unit; the unit here is €1.00 (100 cents), so 150 is €1.50.
 */
const CHESTS = [150, 500, 50];

const labelsIn = (locale: string) => CHESTS.map((h) => formatMoney(h, CURRENCY, locale));
const localeOf = (globals: Record<string, unknown>) => (isLocale(globals.locale) ? globals.locale : 'en');

/** The app formats the prizes: here in the story's language. */
function useContents(): string[] {
  const { i18n } = useTranslation();
  return labelsIn(i18n.language);
}

/** The app's part: the chest opens when the answer comes, a moment after the player picks it. */
function Picking({ onOpen }: Pick<TreasureChestsProps, 'onOpen'>) {
  const contents = useContents();
  const [opening, setOpening] = useState<number | null>(null);
  const [opened, setOpened] = useState<number | null>(null);
  const answer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(answer.current), []);
  return (
    <TreasureChests
      count={CHESTS.length}
      opened={opened}
      opening={opening}
      contents={opened === null ? null : contents}
      onOpen={(i) => {
        onOpen(i);
        setOpening(i);
        answer.current = setTimeout(() => {
          setOpening(null);
          setOpened(i);
        }, 500);
      }}
    />
  );
}

/**
 * The pick-a-chest bonus game: three chests, each a button while none is open. The chest being opened
 * trembles (still under reduced motion: the line below says so) and the others wait; then every chest shows
 * its prize and the player's is framed and badged "Your chest". The prize found is announced. Prize labels
 * are formatted by the app: here in the story's language.
 */
const meta = {
  title: 'Games/TreasureChests',
  component: TreasureChests,
  args: { count: 3, opened: null, contents: null, opening: null, disabled: false, onOpen: fn() },
  argTypes: {
    count: { control: false },
    contents: { control: false },
    opened: { control: 'inline-radio', options: [null, 0, 1, 2] },
    opening: { control: 'inline-radio', options: [null, 0, 1, 2] },
  },
  render: function Render(args) {
    const contents = useContents();
    return <TreasureChests {...args} contents={args.contents === null ? null : contents} />;
  },
} satisfies Meta<typeof TreasureChests>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three closed chests to pick from. */
export const Closed: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    const group = canvas.getByRole('group', { name: uiText(globals, 'games.chests.group') });
    await expect(within(group).getAllByRole('button')).toHaveLength(3);
    await expect(
      canvas.getByRole('button', { name: uiText(globals, 'games.chests.open', { n: 1 }) }),
    ).not.toHaveAttribute('aria-disabled');
  },
};

/** The second chest is being opened: its lid trembles, the others are disabled. */
export const Opening: Story = {
  args: { opening: 1 },
};

/** The player opened the second chest: every prize is shown, theirs badged. */
export const Opened: Story = {
  args: { opened: 1, contents: labelsIn('en') },
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    const prize = labelsIn(localeOf(globals))[1]!;
    const yours = canvas.getByRole('button', {
      name: `${uiText(globals, 'games.chests.chest', { n: 2, prize })} ${uiText(globals, 'games.chests.yours')}`,
    });
    await expect(yours).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByText(uiText(globals, 'games.chests.found', { prize }))).toBeInTheDocument();
  },
};

/** No plays left: the chests are shown but cannot be opened. */
export const Disabled: Story = {
  args: { disabled: true },
};

/** On a 360 px phone the chests share the row and stay comfortable targets. */
export const Phone: Story = {
  args: { opened: 0, contents: labelsIn('en') },
  render: function Render(args) {
    const contents = useContents();
    return (
      <div style={{ maxWidth: 360 }}>
        <TreasureChests {...args} contents={contents} />
      </div>
    );
  },
};

/** Pick the second chest: it trembles until the answer comes, then "Your chest" shows with its prize. */
export const Playground: Story = {
  parameters: { controls: { disable: true } },
  render: (args) => <Picking onOpen={args.onOpen} />,
  play: async ({ canvasElement, globals, userEvent, args }) => {
    const canvas = storyCanvas(canvasElement);
    const second = canvas.getByRole('button', { name: uiText(globals, 'games.chests.open', { n: 2 }) });
    await userEvent.click(second);
    await expect(args.onOpen).toHaveBeenCalledWith(1);
    await expect(second).toHaveAttribute('data-state', 'opening');
    const yours = await waitFor(() => within(second).getByText(uiText(globals, 'games.chests.yours')), {
      timeout: 3000,
    });
    await expect(yours).toBeVisible();
    await expect(second).toHaveTextContent(labelsIn(localeOf(globals))[1]!);
  },
};
