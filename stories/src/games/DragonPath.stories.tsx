import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { DragonPath } from '@betline/ui';
import { storyCanvas, uiText } from '../story-helpers';

/** The engine's ladder (DRAGON_LADDER, hundredths of a unit) as the app formats it. */
const PRIZES = ['€1.00', '€2.00', '€4.00', '€8.00', '€20.00'];
/** A dealt board: the dragon's door (0-based) on each level. */
const DRAGONS = [0, 2, 2, 1, 0];

/**
 * The dragon game's path: five levels of three doors, level 1 at the bottom, the prize for passing each on
 * its side. The current level's doors are buttons ("Level 3, door 2"); passed levels show the chosen door
 * open on a treasure; once over every level shows its dragon. Taking the prize is the app's button.
 */
const meta = {
  title: 'Games/DragonPath',
  component: DragonPath,
  args: {
    levels: 5,
    doors: 3,
    prizes: PRIZES,
    passed: 0,
    chosen: [],
    dragons: null,
    metDragon: false,
    opening: null,
    disabled: false,
    onOpen: fn(),
  },
  argTypes: {
    passed: { control: { type: 'range', min: 0, max: 5 } },
    opening: { control: 'inline-radio', options: [null, 0, 1, 2] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DragonPath>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The start: level 1's doors are open to choose. */
export const Start: Story = {};

/** Two levels passed: €2.00 held, level 3 to choose. */
export const Climbing: Story = { args: { passed: 2, chosen: [1, 0] } };

/** A door of level 3 is being opened: the doors wait for the answer. */
export const Opening: Story = { args: { passed: 2, chosen: [1, 0], opening: 2 } };

/** The dragon behind the door chosen on level 3: every level shows its dragon. */
export const MetTheDragon: Story = {
  args: { passed: 2, chosen: [1, 0, 2], metDragon: true, dragons: DRAGONS },
};

/** The prize taken after level 3: €4.00, and where the dragons were. */
export const TookThePrize: Story = {
  args: { passed: 3, chosen: [1, 0, 1], dragons: DRAGONS },
};

/** Every level passed: the top prize. */
export const AllPassed: Story = {
  args: { passed: 5, chosen: [1, 0, 1, 2, 1], dragons: DRAGONS },
};

/** Multipliers for prizes (fun mode or a demo), on a phone. */
export const MultipliersOnPhone: Story = {
  args: { prizes: ['×1', '×2', '×4', '×8', '×20'], passed: 1, chosen: [2] },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};

/** The server's side with a moment's wait: the door opens, then the level is passed or the dragon met. */
function DragonGame({ onOpen }: { onOpen: (door: number) => void }) {
  const [chosen, setChosen] = useState<number[]>([]);
  const [opening, setOpening] = useState<number | null>(null);
  useEffect(() => {
    if (opening === null) return;
    const timer = setTimeout(() => {
      setChosen((c) => [...c, opening]);
      setOpening(null);
    }, 300);
    return () => clearTimeout(timer);
  }, [opening]);
  const metAt = chosen.findIndex((door, level) => DRAGONS[level] === door);
  const metDragon = metAt >= 0;
  const passed = metDragon ? metAt : chosen.length;
  const over = metDragon || passed === DRAGONS.length;
  return (
    <DragonPath
      levels={DRAGONS.length}
      doors={3}
      prizes={PRIZES}
      passed={passed}
      chosen={chosen}
      dragons={over ? DRAGONS : null}
      metDragon={metDragon}
      opening={opening}
      onOpen={(door) => {
        onOpen(door);
        setOpening(door);
      }}
    />
  );
}

/** Opens a safe door on level 1, then the dragon's door on level 2. */
export const Playground: Story = {
  // The answer comes after a timer and the doors swing open: the picture depends on timing.
  tags: ['no-visual'],
  parameters: { controls: { disable: true } },
  render: (args) => <DragonGame onOpen={args.onOpen} />,
  play: async ({ canvasElement, userEvent, globals, args }) => {
    const canvas = storyCanvas(canvasElement);
    const door = (level: number, n: number) =>
      canvas.getByRole('button', { name: uiText(globals, 'games.dragon.door', { level, door: n }) });

    await userEvent.click(door(1, 2));
    await expect(args.onOpen).toHaveBeenLastCalledWith(1);
    await waitFor(() => expect(door(2, 3)).toBeInTheDocument());
    await expect(
      canvas.getByText(uiText(globals, 'games.dragon.holding', { prize: PRIZES[0] })),
    ).toBeInTheDocument();

    await userEvent.click(door(2, 3));
    const met = uiText(globals, 'games.dragon.metDragon', { level: 2, door: 3 });
    await waitFor(() => expect(canvas.getByText(met)).toBeInTheDocument());
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};
