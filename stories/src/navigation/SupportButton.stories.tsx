import { useLayoutEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SupportButton } from '@betline/ui';
import { storyCanvas, uiText } from '../story-helpers';
import { DemoLink, FixedFrame, navigate, phoneViewport } from './demo';

/**
 * The floating support link at the bottom end of the screen (here: of the frame): an icon and "Support".
 * While the phone's coupon bar floats at the bottom (`<html data-slip-bar>`) it stands above the bar;
 * `aboveBottomNav` lifts it above the `BottomNav` on a phone.
 */
const meta = {
  title: 'Navigation/SupportButton',
  component: SupportButton,
  args: { href: '#/en/information/contacts', aboveBottomNav: false, linkComponent: DemoLink },
  argTypes: { linkComponent: { control: false } },
  decorators: [
    (Story) => (
      <FixedFrame height={4}>
        <Story />
      </FixedFrame>
    ),
  ],
} satisfies Meta<typeof SupportButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab reaches it; Enter opens the support page. */
export const Playground: Story = {
  play: async ({ canvasElement, userEvent, globals }) => {
    const link = storyCanvas(canvasElement).getByRole('link', { name: uiText(globals, 'nav.support') });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenLastCalledWith('#/en/information/contacts');
    link.blur();
  },
};

/** Sets `<html data-slip-bar>` while the story is shown, as the app does while the coupon bar floats. */
function SlipBar() {
  useLayoutEffect(() => {
    document.documentElement.setAttribute('data-slip-bar', '');
    return () => document.documentElement.removeAttribute('data-slip-bar');
  }, []);
  return null;
}

/** Above the phone's coupon bar: moved up by the bar's height. */
export const AboveSlipBar: Story = {
  decorators: [
    (Story) => (
      <>
        <SlipBar />
        <Story />
      </>
    ),
  ],
  play: async ({ canvasElement, globals }) => {
    const link = storyCanvas(canvasElement).getByRole('link', { name: uiText(globals, 'nav.support') });
    const frame = link.closest('[data-fixed-frame]')!;
    const gap = frame.getBoundingClientRect().bottom - link.getBoundingClientRect().bottom;
    document.documentElement.removeAttribute('data-slip-bar');
    const restingGap = frame.getBoundingClientRect().bottom - link.getBoundingClientRect().bottom;
    document.documentElement.setAttribute('data-slip-bar', '');
    await expect(gap).toBeGreaterThan(restingGap);
  },
};

/** On a phone with the bottom navigation: above the bar. */
export const AboveBottomNav: Story = {
  args: { aboveBottomNav: true },
  globals: phoneViewport,
  play: async ({ canvasElement, globals }) => {
    const link = storyCanvas(canvasElement).getByRole('link', { name: uiText(globals, 'nav.support') });
    const frame = link.closest('[data-fixed-frame]')!;
    const gap = frame.getBoundingClientRect().bottom - link.getBoundingClientRect().bottom;
    await expect(gap).toBeGreaterThan(link.getBoundingClientRect().height);
  },
};
