import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { LoadingBar } from '@betline/ui';
import { uiText } from '../story-helpers';

/** The page-top loading bar: hidden for loads under 200 ms, fills over 5000 ms (CONST-008, CONST-009). */
const meta = {
  title: 'Navigation/LoadingBar',
  component: LoadingBar,
  args: { isLoading: true },
} satisfies Meta<typeof LoadingBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ globals }) => {
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: uiText(globals, 'loading') })).toBeInTheDocument(),
    );
  },
};

export const Idle: Story = {
  args: { isLoading: false },
  play: async () => {
    await expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};
