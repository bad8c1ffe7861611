import type { ReactNode } from 'react';
import { useLayoutEffect } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { I18nextProvider } from 'react-i18next';
import { BetlineRoot, preloadBrandBookValidator } from '@betline/ui';
import { vars } from '@betline/tokens';
import '@betline/tokens/tokens.css';
import { brandBooks, brandLabels, brandNames, isBrandName, type BrandBook } from '../src/brands';
import { i18nFor, isLocale, locales } from '../src/i18n';
import { scopedBrandStyle } from '../src/story-helpers';

type ThemeGlobal = 'light' | 'dark' | 'side-by-side';
const isTheme = (value: unknown): value is ThemeGlobal =>
  value === 'light' || value === 'dark' || value === 'side-by-side';

/** Keeps `<html lang>` in step with the locale toolbar. */
function DocumentLang({ lang, children }: { lang: string; children: ReactNode }) {
  useLayoutEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return children;
}

/** One colour mode of the side-by-side view: tokens switch on the nearest `[data-color-mode]`. */
function ModePane({
  mode,
  brandBook,
  mirror = false,
  children,
}: {
  mode: 'light' | 'dark';
  brandBook: BrandBook;
  /**
   * The second pane is a visual mirror: inert and hidden from assistive technology, so a play function's
   * queries find one copy of the story (no "multiple elements with the role ..."), keyboard focus stays in
   * the first pane, and axe sees each landmark once.
   */
  mirror?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      data-color-mode={mode}
      {...(mirror ? { inert: true, 'aria-hidden': true } : { 'data-story-pane': 'primary' })}
      style={{ ...scopedBrandStyle(brandBook), padding: vars.space[4], minWidth: 0 }}
    >
      {children}
    </div>
  );
}

/**
 * Every story renders inside `<BetlineRoot>` with the toolbar's colour mode and brand book, and
 * inside an i18next provider for the toolbar's locale. Stories that show BetlineRoot itself opt
 * out with `parameters.betlineRoot = false` and render their own root.
 */
const withBetline: Decorator = (Story, context) => {
  const theme = isTheme(context.globals.theme) ? context.globals.theme : 'light';
  const brand = isBrandName(context.globals.brand) ? context.globals.brand : 'betline';
  const locale = isLocale(context.globals.locale) ? context.globals.locale : 'en';
  const ownRoot = context.parameters.betlineRoot === false;

  let content: ReactNode;
  if (ownRoot) {
    content = <Story />;
  } else if (theme === 'side-by-side') {
    content = (
      <BetlineRoot colorMode="light" brandBook={brandBooks[brand]}>
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }}>
          <ModePane mode="light" brandBook={brandBooks[brand]}>
            <Story />
          </ModePane>
          <ModePane mode="dark" brandBook={brandBooks[brand]} mirror>
            <Story />
          </ModePane>
        </div>
      </BetlineRoot>
    );
  } else {
    content = (
      <BetlineRoot colorMode={theme} brandBook={brandBooks[brand]}>
        {/* The story's own box (no layout of its own): play functions query inside it, so the root's live
            regions, which repeat what a component announces, are not a second match for its words. */}
        <div data-story-pane="primary" style={{ display: 'contents' }}>
          <Story />
        </div>
      </BetlineRoot>
    );
  }

  return (
    <I18nextProvider i18n={i18nFor(locale)}>
      <DocumentLang lang={locale}>{content}</DocumentLang>
    </I18nextProvider>
  );
};

const preview: Preview = {
  decorators: [withBetline],
  // The brand-book validator is its own chunk in the kit; stories with a partner brand render at once with it.
  loaders: [
    async () => {
      await preloadBrandBookValidator();
      return {};
    },
  ],
  tags: ['autodocs'],
  globalTypes: {
    theme: {
      description: 'Colour mode',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        dynamicTitle: true,
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
          { value: 'side-by-side', title: 'Side by side', icon: 'sidebyside' },
        ],
      },
    },
    brand: {
      description: 'Partner brand book',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        dynamicTitle: true,
        items: brandNames.map((name) => ({ value: name, title: brandLabels[name] })),
      },
    },
    locale: {
      description: 'Language of the story text',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        dynamicTitle: true,
        items: Object.entries(locales).map(([value, title]) => ({ value, title })),
      },
    },
  },
  initialGlobals: { theme: 'light', brand: 'betline', locale: 'en' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i } },
    a11y: {
      // Any axe violation fails the story test (npm test) and shows in the Accessibility panel.
      test: 'error',
    },
    options: {
      storySort: { order: ['Introduction', 'Primitives', ['BetlineRoot', '*']] },
    },
  },
};

export default preview;
