import type { GameTileData } from '@betline/ui';
import { GAME_THUMBNAIL_HEIGHT, GAME_THUMBNAIL_WIDTH } from '@betline/ui';

/**
 * Demo data of the casino stories. Thumbnails are generated SVG data URIs (a gradient and the game's name,
 * the same shape as the server's 320x240 SVGs): nothing is fetched from another origin and every run and
 * every screenshot shows the same picture. Game and provider names are proper nouns, not UI text.
 */

/** A stable hue from a name (FNV-1a), so a game keeps its colours across stories. */
function hueOf(name: string): number {
  let hash = 0x811c9dc5;
  for (const char of name) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 360;
}

const escapeXml = (value: string): string => value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The name in at most three lines of about 16 characters (SVG text does not wrap by itself). */
function lines(name: string, max = 16): string[] {
  const out: string[] = [];
  for (const word of name.split(/\s+/)) {
    const last = out[out.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= max) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  if (out.length > 3) return [...out.slice(0, 2), `${out[2]}…`];
  return out;
}

/** A 320x240 thumbnail: a diagonal gradient in the game's hue, two soft discs and the name. */
export function thumbnail(name: string): string {
  const hue = hueOf(name);
  const w = GAME_THUMBNAIL_WIDTH;
  const h = GAME_THUMBNAIL_HEIGHT;
  const text = lines(name);
  const size = 30;
  const top = h / 2 - ((text.length - 1) * size * 1.15) / 2;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue} 70% 52%)"/><stop offset="1" stop-color="hsl(${(hue + 45) % 360} 65% 26%)"/>
</linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
<circle cx="${w * 0.85}" cy="${h * 0.2}" r="${h * 0.45}" fill="#ffffff" fill-opacity="0.10"/>
<circle cx="${w * 0.1}" cy="${h * 0.95}" r="${h * 0.35}" fill="#000000" fill-opacity="0.12"/>
<g font-family="Liberation Sans, Arial, sans-serif" font-size="${size}" font-weight="700" fill="#ffffff" text-anchor="middle">
${text.map((line, i) => `<text x="${w / 2}" y="${top + i * size * 1.15}" dominant-baseline="middle">${escapeXml(line)}</text>`).join('')}
</g></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const PROVIDERS = [
  { id: 'betline', name: 'Betline Originals', inHouse: true },
  { id: 'northwind', name: 'Northwind Gaming', inHouse: false },
  { id: 'redwood', name: 'Redwood Studios', inHouse: false },
  { id: 'kestrel', name: 'Kestrel Live', inHouse: false },
] as const;

export type ProviderId = (typeof PROVIDERS)[number]['id'];

/** [name, provider, new, popular] of the demo catalogue. */
const CATALOGUE: [string, ProviderId, boolean, boolean][] = [
  ['Lucky Dice', 'betline', false, true],
  ['Crash Rocket', 'betline', true, true],
  ['Keno Ten', 'betline', false, false],
  ['Fruit Reels', 'betline', true, false],
  ['Golden Pharaoh', 'northwind', false, true],
  ['Neon Nights', 'northwind', true, false],
  ['Dragon Pearls', 'redwood', false, true],
  ['Wild Safari', 'redwood', false, false],
  ['Mega Gems', 'northwind', false, false],
  ['Viking Raid', 'redwood', true, false],
  ['Blackjack Classic', 'kestrel', false, true],
  ['Baccarat Royale', 'kestrel', false, false],
  ['Candy Drop', 'northwind', false, false],
  ['Pirate Gold', 'redwood', false, false],
  ['Roulette Express', 'kestrel', true, false],
  ['Deep Sea Catch', 'northwind', false, false],
];

const slug = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** A game of the demo catalogue: in-house games are playable for money, the others demo-only listings. */
export function demoGame(name: string, provider: ProviderId, isNew = false, popular = false): GameTileData {
  const p = PROVIDERS.find((x) => x.id === provider) ?? PROVIDERS[0];
  return {
    id: slug(name),
    name,
    providerName: p.name,
    thumbnail: thumbnail(name),
    isNew,
    popular,
    playable: p.inHouse,
  };
}

/** The first `count` games of the demo catalogue (16 at most). */
export function demoGames(count = CATALOGUE.length): GameTileData[] {
  return CATALOGUE.slice(0, count).map(([name, provider, isNew, popular]) =>
    demoGame(name, provider, isNew, popular),
  );
}

/** The provider of a demo game. */
export const providerOf = (game: GameTileData): ProviderId =>
  PROVIDERS.find((p) => p.name === game.providerName)?.id ?? 'betline';

/** The demo routes (fragments: following a link in a story never leaves it). */
export const gameHref = (game: GameTileData): string => `#/slots/game/${game.id}`;
export const demoHref = (game: GameTileData): string => `#/slots/game/${game.id}?demo=1`;

/**
 * Waits until the thumbnails in the story are decoded, so a screenshot never catches an empty tile (a lazy
 * image far below the fold may never load: each wait gives up after two seconds).
 */
export async function thumbnailsReady(root: HTMLElement): Promise<void> {
  const timeout = () => new Promise<void>((resolve) => setTimeout(resolve, 2000));
  await Promise.all(
    [...root.querySelectorAll('img')].map((img) =>
      Promise.race([img.decode().catch(() => undefined), timeout()]),
    ),
  );
}
