import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BrandLogo, brandLogoWidth } from '@betline/ui';
import { storyCanvas, text } from '../story-helpers';

/**
 * The wordmark as inline SVG, coloured by tokens: the mark takes the accent (a partner's brand book restyles
 * it), the word the default text colour (it follows the colour mode). Decorative by default, as inside the
 * header's home link; with a `title` it is an image named by it.
 */
const meta = {
  title: 'Navigation/BrandLogo',
  component: BrandLogo,
  args: { name: 'Betline' },
} satisfies Meta<typeof BrandLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Betline wordmark: 136 x 32 units, as tall as a medium control; hidden from assistive technology. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg')!;
    await expect(svg).toHaveAttribute('viewBox', '0 0 136 32');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg.getBoundingClientRect().height).toBeGreaterThan(0);
  },
};

/** A partner brand: its own word, its first letter in the mark, a width that fits the name. */
export const PartnerName: Story = {
  args: { name: 'Aurora' },
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg')!;
    await expect(svg).toHaveAttribute('viewBox', `0 0 ${brandLogoWidth('Aurora')} 32`);
    const [letter, word] = Array.from(svg.querySelectorAll('text'));
    await expect(letter).toHaveTextContent('A');
    await expect(word).toHaveTextContent('Aurora');
  },
};

/** A long name widens the viewBox (the word is never cut off). */
export const LongName: Story = {
  args: { name: 'Northwind Sportsbook' },
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg')!;
    const word = svg.querySelectorAll('text')[1]!;
    await expect(word.getBBox().x + word.getBBox().width).toBeLessThanOrEqual(
      brandLogoWidth('Northwind Sportsbook'),
    );
  },
};

/** Standing alone (not inside a named link): an image named by `title`. */
export const Named: Story = {
  args: { title: 'Betline' },
  play: async ({ canvasElement, globals }) => {
    await expect(
      storyCanvas(canvasElement).getByRole('img', { name: text(globals, 'navigation.brand') }),
    ).toBeInTheDocument();
  },
};
