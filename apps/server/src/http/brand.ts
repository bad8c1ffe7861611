/**
 * A partner brand all the way (MISC-005): the page shell's title, description, theme colour and icon, the web
 * app manifest and the icon itself come from the brand's site config (its company name, PWA theme colour and
 * brand-book accent), so a partner's site never shows another brand's name before the app has loaded.
 */

import { Resvg } from '@resvg/resvg-js';

/** What the shell, the manifest and the icon need of a brand. */
export interface BrandIdentity {
  /** The brand's public name (site config `companyName`). */
  name: string;
  /** Browser UI colour (site config `pwaManifest.themeColor`). */
  themeColor: string;
  /** The mark's background: the brand book's `--bgColor-accent-emphasis`, or the default accent. */
  accent: string;
  /** The mark's letter colour: the brand book's `--fgColor-onAccent`, or white. */
  onAccent: string;
  /** Whether the site is installable (site config `isPwa`): the shell links the manifest. */
  pwa: boolean;
}

/** The default brand's accent and on-accent colours (tokens' light `bgColor.accent.emphasis`, `fgColor.onAccent`). */
export const DEFAULT_ACCENT = '#2757cc';
export const DEFAULT_ON_ACCENT = '#ffffff';

const COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A brand-book colour when it is a plain hex colour (anything else could break out of an attribute). */
export function safeColour(value: string | undefined, fallback: string): string {
  return value !== undefined && COLOUR.test(value.trim()) ? value.trim() : fallback;
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The first letter of the brand's name (the mark's glyph), upper-cased; "B" when the name has none. */
export function brandInitial(name: string): string {
  const letter = [...name.trim()].find((ch) => /\p{L}|\p{N}/u.test(ch));
  return (letter ?? 'B').toLocaleUpperCase();
}

/** The seed's icon sizes (MISC-007): the manifest's PNG icons and the Apple touch icons. */
export const ICON_SIZES = [72, 96, 128, 144, 152, 192, 384, 512] as const;

/** The PNG icon of a size (`/brand-icon-152.png`). */
export function brandIconPath(size: number): string {
  return `/brand-icon-${size}.png`;
}

/**
 * iOS 14 and older take the precomposed touch icon (MISC-008: they would otherwise add their own gloss and
 * corners); later versions and every other system the plain one.
 */
export function wantsPrecomposedIcon(userAgent: string | undefined): boolean {
  const ios = /\b(?:iPhone|iPad|iPod)\b[^)]*\bOS (\d+)_/.exec(userAgent ?? '');
  return ios !== null && Number(ios[1]) <= 14;
}

/**
 * The built index.html with the brand's title, description, theme colour, icon, touch icons (the precomposed
 * kind for `precomposed`) and (when installable) the manifest. Only the shell's own head tags are touched;
 * the app's scripts and styles stay as built.
 */
export function brandedShell(html: string, brand: BrandIdentity, precomposed = false): string {
  const name = escapeHtml(brand.name);
  const touch = precomposed ? 'apple-touch-icon-precomposed' : 'apple-touch-icon';
  const head = [
    `<meta name="application-name" content="${name}" />`,
    `<meta name="theme-color" content="${escapeHtml(brand.themeColor)}" />`,
    `<link rel="icon" href="/brand-icon.svg" type="image/svg+xml" />`,
    ...ICON_SIZES.map(
      (size) => `<link rel="${touch}" sizes="${size}x${size}" href="${brandIconPath(size)}" />`,
    ),
    brand.pwa ? `<link rel="manifest" href="/manifest.json" />` : '',
  ]
    .filter(Boolean)
    .join('\n    ');
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${name}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${name}: sports betting, live odds and casino." />`,
    )
    .replace(/<link rel="icon"[^>]*>\s*/, '')
    .replace('</head>', `  ${head}\n  </head>`);
}

/** The brand's square icon: its initial on its accent colour (the favicon and the manifest's icon). */
export function brandIcon(brand: BrandIdentity): string {
  const initial = escapeHtml(brandInitial(brand.name));
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">',
    `<rect width="64" height="64" rx="14" fill="${brand.accent}"/>`,
    `<text x="32" y="44" text-anchor="middle" font-family="system-ui, sans-serif" font-size="36" font-weight="700" fill="${brand.onAccent}">${initial}</text>`,
    '</svg>',
  ].join('');
}

/** The web app manifest of the brand (name, colours, the icon, start in the detected language). */
export function webManifest(brand: BrandIdentity): Record<string, unknown> {
  return {
    name: brand.name,
    short_name: brand.name.length > 12 ? brandInitial(brand.name) : brand.name,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: brand.themeColor,
    background_color: brand.themeColor,
    icons: [
      { src: '/brand-icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ...ICON_SIZES.map((size) => ({
        src: brandIconPath(size),
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose: 'any',
      })),
    ],
  };
}

/**
 * The brand's icon as a PNG of `size` pixels, drawn from the same SVG (resvg: a well-kept renderer, no browser
 * needed). The letter is set in a system sans-serif font; a machine without one still gets the brand's colour.
 */
export function brandIconPng(brand: BrandIdentity, size: number): Buffer {
  const svg = new Resvg(brandIcon(brand), {
    fitTo: { mode: 'width', value: size },
    font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' },
  });
  return svg.render().asPng();
}
