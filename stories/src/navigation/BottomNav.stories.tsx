import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { BottomNav, type BottomNavProps } from '@betline/ui';
import { storyCanvas, text, uiText } from '../story-helpers';
import { DemoLink, FixedFrame, bottomItems, navigate, phoneViewport } from './demo';

/**
 * The phone's bottom navigation: fixed at the bottom of the screen and shown only below 720 px wide (these
 * stories use a phone viewport; the frame stands for the screen). Icons with labels, the current item marked
 * with aria-current, a count badge (the bet slip's selections) read as part of the item's name. It pads
 * itself by the phone's bottom safe area. The app decides whether it is shown (SPEC: hidden on registration
 * unless a setting allows it).
 */
/** The story's controls: the demo items' count, current item and label length. */
type StoryArgs = BottomNavProps & {
  /** Selections in the bet slip (the badge). */
  picks: number;
  /** The current item's key. */
  current: string;
  /** Long labels. */
  long: boolean;
  /** The bet slip button's action. */
  onCoupon: () => void;
};

const meta = {
  title: 'Navigation/BottomNav',
  component: BottomNav,
  args: { items: [], picks: 0, current: 'home', long: false, onCoupon: fn(), linkComponent: DemoLink },
  argTypes: {
    items: { control: false },
    linkComponent: { control: false },
    current: { control: 'inline-radio', options: ['home', 'sports', 'live', 'casino'] },
  },
  globals: phoneViewport,
  decorators: [
    (Story) => (
      <FixedFrame>
        <Story />
      </FixedFrame>
    ),
  ],
  render: function Render({ picks, current, long, onCoupon, ...props }) {
    const { t } = useTranslation();
    return <BottomNav {...props} items={bottomItems(t, { picks, current, long, onCoupon })} />;
  },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab reaches every item in order; Enter follows a link or opens the bet slip (a button). */
export const Playground: Story = {
  args: { picks: 2 },
  play: async ({ canvasElement, userEvent, globals, args }) => {
    const canvas = storyCanvas(canvasElement);
    const nav = canvas.getByRole('navigation', { name: uiText(globals, 'nav.bottomNav') });
    await expect(nav.getBoundingClientRect().height).toBeGreaterThan(0);
    for (const key of ['home', 'sports', 'live', 'casino']) {
      await userEvent.tab();
      await expect(
        within(nav).getByRole('link', { name: text(globals, `navigation.bottom.${key}`) }),
      ).toHaveFocus();
    }
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenLastCalledWith('#/en/casino');
    await userEvent.tab();
    const coupon = within(nav).getByRole('button', {
      name: uiText(globals, 'nav.withBadge', {
        label: text(globals, 'navigation.bottom.coupon'),
        badge: text(globals, 'navigation.bottom.selections', { count: 2 }),
      }),
    });
    await expect(coupon).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCoupon).toHaveBeenCalledTimes(1);
    coupon.blur();
  },
};

/** The current page's item: aria-current="page" and the accent colour. */
export const CurrentItem: Story = {
  args: { current: 'live' },
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    const live = canvas.getByRole('link', { name: text(globals, 'navigation.bottom.live') });
    await expect(live).toHaveAttribute('aria-current', 'page');
    await expect(
      canvas.getByRole('link', { name: text(globals, 'navigation.bottom.home') }),
    ).not.toHaveAttribute('aria-current');
    await expect(getComputedStyle(live).color).not.toBe(
      getComputedStyle(canvas.getByRole('link', { name: text(globals, 'navigation.bottom.home') })).color,
    );
  },
};

/** A count on the bet slip's icon, read with the name ("Bet slip, 3 selections"). */
export const Badge: Story = {
  args: { picks: 3 },
  play: async ({ canvasElement, globals }) => {
    const coupon = storyCanvas(canvasElement).getByRole('button', {
      name: uiText(globals, 'nav.withBadge', {
        label: text(globals, 'navigation.bottom.coupon'),
        badge: text(globals, 'navigation.bottom.selections', { count: 3 }),
      }),
    });
    await expect(coupon).toHaveTextContent('3');
  },
};

/** More than 99: the badge shows "99+", the name says the number. */
export const LargeBadge: Story = {
  args: { picks: 120 },
  play: async ({ canvasElement, globals }) => {
    const coupon = storyCanvas(canvasElement).getByRole('button', {
      name: new RegExp(`^${text(globals, 'navigation.bottom.coupon')}`),
    });
    await expect(coupon).toHaveTextContent('99+');
    await expect(coupon).toHaveAccessibleName(
      uiText(globals, 'nav.withBadge', {
        label: text(globals, 'navigation.bottom.coupon'),
        badge: text(globals, 'navigation.bottom.selections', { count: 120 }),
      }),
    );
  },
};

/** Long labels wrap onto a second line, never cut; the items keep equal widths and the full name. */
export const LongLabels: Story = {
  args: { long: true, picks: 1 },
  play: async ({ canvasElement, globals }) => {
    const home = storyCanvas(canvasElement).getByRole('link', {
      name: text(globals, 'navigation.bottom.longHome'),
    });
    // A long label wraps onto a second line instead of being cut: all of it is shown.
    const label = home.lastElementChild as HTMLElement;
    await expect(label.scrollWidth).toBeLessThanOrEqual(label.clientWidth);
    const widths = Array.from(home.closest('ul')!.children).map((li) =>
      Math.round(li.getBoundingClientRect().width),
    );
    await expect(new Set(widths).size).toBe(1);
  },
};
