/**
 * Partner brand books shown in the Brand toolbar. A brand book is what site config delivers as
 * `partnerCssBrandBook`: a list of `{css_prop, css_value}` using only brandable names of the token
 * manifest. Values apply to both colour modes, so every colour here keeps white text readable on it
 * (4.5:1) and stays visible as a UI colour (3:1) on the light and the dark canvas.
 */
export interface BrandBookEntry {
  css_prop: string;
  css_value: string;
}

export type BrandBook = BrandBookEntry[];

const entries = (book: Record<string, string>): BrandBook =>
  Object.entries(book).map(([css_prop, css_value]) => ({ css_prop, css_value }));

/** Aurora: violet accent, soft and large radii, pill buttons. */
export const aurora: BrandBook = entries({
  '--bgColor-accent-emphasis': '#6d28d9',
  '--button-primary-bgColor': '#6d28d9',
  '--button-primary-bgColor-hover': '#5b21b6',
  '--button-primary-bgColor-active': '#4c1d95',
  '--button-primary-borderColor': '#6d28d9',
  '--button-primary-borderColor-hover': '#5b21b6',
  '--button-primary-borderColor-active': '#4c1d95',
  '--button-secondary-borderColor': '#8b5cf6',
  '--button-secondary-borderColor-hover': '#7c3aed',
  '--borderColor-accent': '#8b5cf6',
  '--input-borderColor-focus': '#8b5cf6',
  '--spinner-fgColor': '#8b5cf6',
  '--button-borderRadius': '9999px',
  '--input-borderRadius': '14px',
  '--radius-sm': '8px',
  '--radius-md': '14px',
  '--radius-lg': '22px',
});

/** Pitch: grass green and amber, square corners, a condensed sports font stack. */
export const pitch: BrandBook = entries({
  '--bgColor-accent-emphasis': '#15803d',
  '--button-primary-bgColor': '#15803d',
  '--button-primary-bgColor-hover': '#166534',
  '--button-primary-bgColor-active': '#14532d',
  '--button-primary-borderColor': '#15803d',
  '--button-primary-borderColor-hover': '#166534',
  '--button-primary-borderColor-active': '#14532d',
  '--button-secondary-borderColor': '#d97706',
  '--button-secondary-borderColor-hover': '#b45309',
  '--borderColor-accent': '#d97706',
  '--input-borderColor-focus': '#d97706',
  '--spinner-fgColor': '#b45309',
  '--button-borderRadius': '0px',
  '--input-borderRadius': '0px',
  '--radius-sm': '0px',
  '--radius-md': '0px',
  '--radius-lg': '0px',
  '--button-fontWeight': '700',
  '--fontFamily-sans': '"Liberation Sans Narrow", "Arial Narrow", "Roboto Condensed", sans-serif',
});

/**
 * A brand book as a careless partner might send it: an unknown token, a non-brandable one, and
 * values that are not a colour (one of them a `javascript:` URL). Every entry is rejected.
 */
export const rejectedBrandBook: BrandBook = [
  { css_prop: '--button-primary-glow', css_value: '#ff00aa' },
  { css_prop: '--button-primary-bgColor', css_value: 'url(javascript:alert(1))' },
  { css_prop: '--bgColor-canvas', css_value: 'red; background-image: url(https://tracker.invalid/x.png)' },
  { css_prop: '--focus-outlineColor', css_value: 'transparent' },
];

export const brandNames = ['betline', 'aurora', 'pitch'] as const;
export type BrandName = (typeof brandNames)[number];

export const brandLabels: Record<BrandName, string> = {
  betline: 'Betline',
  aurora: 'Aurora',
  pitch: 'Pitch',
};

export const brandBooks: Record<BrandName, BrandBook> = {
  betline: [],
  aurora,
  pitch,
};

export const isBrandName = (value: unknown): value is BrandName =>
  typeof value === 'string' && (brandNames as readonly string[]).includes(value);
