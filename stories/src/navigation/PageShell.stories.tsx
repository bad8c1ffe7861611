import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { vars } from '@betline/tokens';
import { Heading, PageShell, Text } from '@betline/ui';
import { storyCanvas, text, uiText } from '../story-helpers';

/** A labelled placeholder for a slot. */
function Slot({ name, height = 1 }: { name: string; height?: number }) {
  return (
    <div
      style={{
        display: 'grid',
        placeItems: 'center',
        minHeight: `calc(${vars.size.control.lg} * ${height})`,
        border: `${vars.borderWidth.default} dashed ${vars.borderColor.strong}`,
        color: vars.fgColor.muted,
        fontSize: vars.fontSize.sm,
      }}
    >
      {name}
    </div>
  );
}

/**
 * The main layout's frame, purely presentational: a skip link to the content (the first Tab of the page),
 * the header, a labelled notices section, `<main id="main">` (focusable by script, at least a screen high),
 * the SEO block, the footer and the floating elements. `Navigation/Examples` composes it with the real parts.
 */
const meta = {
  title: 'Navigation/PageShell',
  component: PageShell,
  args: { children: null },
  argTypes: {
    children: { control: false },
    header: { control: false },
    notices: { control: false },
    seo: { control: false },
    footer: { control: false },
    floating: { control: false },
  },
  parameters: { layout: 'fullscreen' },
  render: function Render(args) {
    const { t } = useTranslation();
    return (
      <PageShell
        {...args}
        header={<Slot name="header" />}
        notices={<Slot name="notices" />}
        seo={<Slot name="seo" />}
        footer={<Slot name="footer" height={2} />}
      >
        <Heading level={1}>{t('navigation.shell.heading')}</Heading>
        <Text>{t('navigation.shell.text')}</Text>
      </PageShell>
    );
  },
} satisfies Meta<typeof PageShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The first Tab shows the skip link, which targets `<main>` (focusable by script: the browser moves focus
 * there when the link is followed).
 */
export const Playground: Story = {
  play: async ({ canvasElement, userEvent, globals }) => {
    const canvas = storyCanvas(canvasElement);
    const skip = canvas.getByRole('link', { name: uiText(globals, 'nav.skipToContent') });
    await expect(getComputedStyle(skip).transform).not.toBe('none');
    await userEvent.tab();
    await expect(skip).toHaveFocus();
    await expect(getComputedStyle(skip).transform).toBe('none');
    const main = canvas.getByRole('main');
    await expect(skip).toHaveAttribute('href', `#${main.id}`);
    await expect(main).toHaveAttribute('tabindex', '-1');
    await expect(main).toHaveTextContent(text(globals, 'navigation.shell.heading'));
    await expect(canvas.getByRole('region', { name: uiText(globals, 'nav.notices') })).toBeInTheDocument();
    skip.blur();
  },
};
