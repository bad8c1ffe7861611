import type { ReactNode } from 'react';
import { useUiTranslation } from '../../i18n';
import { GlyphSvg } from './SlotSymbol.styles';

/** The slot's symbols, the same names as the engine's (`@betline/games` SLOT_SYMBOLS). */
export const SLOT_SYMBOLS = [
  'WILD',
  'SCATTER',
  'SEVEN',
  'BAR',
  'BELL',
  'PLUM',
  'ORANGE',
  'LEMON',
  'CHERRY',
] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

/** The points of a star around (cx, cy): `points` tips, outer radius r1, inner radius r2. */
function star(cx: number, cy: number, r1: number, r2: number, points = 5): string {
  return Array.from({ length: points * 2 }, (_, i) => {
    const r = i % 2 === 0 ? r1 : r2;
    const angle = (Math.PI * i) / points - Math.PI / 2;
    return `${(cx + r * Math.cos(angle)).toFixed(2)},${(cy + r * Math.sin(angle)).toFixed(2)}`;
  }).join(' ');
}

/** A four-pointed sparkle. */
const sparkle = (cx: number, cy: number, r: number) => star(cx, cy, r, r / 4, 4);

const ART: Record<SlotSymbol, ReactNode> = {
  WILD: (
    <>
      <rect className="wild ink" x="6" y="27" width="88" height="50" rx="11" strokeWidth="7" />
      <rect className="wild goldStroke" x="6" y="27" width="88" height="50" rx="11" strokeWidth="3.5" />
      <path className="hl" d="M14 36 Q 50 28 86 36 L 86 44 Q 50 38 14 44 Z" />
      <text
        className="barText ink"
        x="50"
        y="53"
        textAnchor="middle"
        dominantBaseline="central"
        fontSize="25"
        strokeWidth="3"
        letterSpacing="1"
      >
        WILD
      </text>
      <polygon className="gold ink" points={star(50, 20, 13, 6)} strokeWidth="2.5" />
      <polygon className="gold ink" points={star(50, 84, 9, 4)} strokeWidth="2" />
    </>
  ),
  SCATTER: (
    <>
      <polygon className="scatter ink" points={star(50, 53, 44, 20)} strokeWidth="3.5" />
      <polygon className="gold" points={star(50, 55, 27, 12)} />
      <polygon className="hl" points={star(44, 46, 9, 3.5)} />
      <polygon className="gold ink" points={sparkle(85, 16, 11)} strokeWidth="1.5" />
      <polygon className="gold ink" points={sparkle(15, 84, 8)} strokeWidth="1.5" />
    </>
  ),
  SEVEN: (
    <>
      <path
        className="seven ink"
        d="M17 14 H 84 V 30 Q 62 50 55 88 H 31 Q 36 58 59 32 H 17 Z"
        strokeWidth="9"
      />
      <path
        className="seven goldStroke"
        d="M17 14 H 84 V 30 Q 62 50 55 88 H 31 Q 36 58 59 32 H 17 Z"
        strokeWidth="3.5"
        strokeLinejoin="round"
      />
      <path className="hlStroke" d="M23 20 H 70" strokeWidth="3.5" />
      <path className="shadeStroke" d="M47 82 Q 50 58 70 35" strokeWidth="4" />
    </>
  ),
  BAR: (
    <>
      <rect className="bar ink" x="7" y="28" width="86" height="44" rx="9" strokeWidth="7" />
      <rect className="bar goldStroke" x="7" y="28" width="86" height="44" rx="9" strokeWidth="3.5" />
      <rect className="noFill goldStroke" x="14" y="35" width="72" height="30" rx="5" strokeWidth="1.5" />
      <text
        className="barText"
        x="50"
        y="51"
        textAnchor="middle"
        dominantBaseline="central"
        fontSize="27"
        letterSpacing="3"
      >
        BAR
      </text>
    </>
  ),
  BELL: (
    <>
      <circle className="gold ink" cx="50" cy="84" r="8" strokeWidth="3" />
      <path
        className="bell ink"
        d="M50 12 Q 55 12 55 17 Q 75 22 76 48 Q 77 66 89 74 L 89 79 L 11 79 L 11 74 Q 23 66 24 48 Q 25 22 45 17 Q 45 12 50 12 Z"
        strokeWidth="3.5"
      />
      <rect className="gold ink" x="11" y="70" width="78" height="9" rx="3" strokeWidth="3" />
      <path className="hlStroke" d="M35 30 Q 31 44 31 62" strokeWidth="5" />
      <path className="shadeStroke" d="M66 32 Q 70 48 70 62" strokeWidth="5" />
    </>
  ),
  PLUM: (
    <>
      <path className="leaf ink" d="M52 20 Q 58 4 78 6 Q 72 22 52 20 Z" strokeWidth="2.5" />
      <path
        className="plum ink"
        d="M50 20 Q 82 20 83 56 Q 83 88 50 89 Q 17 88 17 56 Q 18 20 50 20 Z"
        strokeWidth="3.5"
      />
      <path className="shadeStroke" d="M52 26 Q 43 54 51 83" strokeWidth="3" />
      <ellipse className="hl" cx="33" cy="46" rx="6" ry="12" transform="rotate(18 33 46)" />
    </>
  ),
  ORANGE: (
    <>
      <circle className="orange ink" cx="50" cy="55" r="35" strokeWidth="3.5" />
      <circle className="shade" cx="62" cy="66" r="2" />
      <circle className="shade" cx="70" cy="54" r="2" />
      <circle className="shade" cx="55" cy="76" r="2" />
      <circle className="shade" cx="40" cy="72" r="2" />
      <path className="leaf ink" d="M50 21 Q 58 5 78 8 Q 70 24 50 21 Z" strokeWidth="2.5" />
      <ellipse className="hl" cx="37" cy="42" rx="10" ry="6" transform="rotate(-35 37 42)" />
    </>
  ),
  LEMON: (
    <>
      <path
        className="lemon ink"
        d="M10 60 Q 9 52 17 49 Q 28 20 60 19 Q 76 19 84 30 Q 92 31 91 40 Q 93 76 56 82 Q 30 86 18 70 Q 10 69 10 60 Z"
        strokeWidth="3.5"
      />
      <path className="shadeStroke" d="M30 74 Q 58 80 80 56" strokeWidth="4" />
      <ellipse className="hl" cx="44" cy="36" rx="15" ry="5.5" transform="rotate(-14 44 36)" />
    </>
  ),
  CHERRY: (
    <>
      <path className="stem" d="M54 14 Q 40 30 32 54" strokeWidth="4.5" />
      <path className="stem" d="M54 14 Q 64 34 68 58" strokeWidth="4.5" />
      <path className="leaf ink" d="M54 14 Q 68 1 88 9 Q 74 24 54 14 Z" strokeWidth="2.5" />
      <circle className="cherry ink" cx="31" cy="69" r="18" strokeWidth="3.5" />
      <circle className="cherry ink" cx="69" cy="72" r="18" strokeWidth="3.5" />
      <ellipse className="hl" cx="25" cy="63" rx="4.5" ry="6.5" transform="rotate(25 25 63)" />
      <ellipse className="hl" cx="63" cy="66" rx="4.5" ry="6.5" transform="rotate(25 63 66)" />
    </>
  ),
};

export interface SlotSymbolGlyphProps {
  /** Which symbol to draw. */
  symbol: SlotSymbol;
  /** Give the picture its translated name (role img); without it the glyph is decorative. */
  labelled?: boolean;
}

/** The name of a symbol in the current language ("Cherry"). */
export function useSlotSymbolName(): (symbol: SlotSymbol) => string {
  const { t } = useUiTranslation();
  return (symbol) => t(`games.symbols.${symbol}`);
}

/**
 * One slot symbol drawn as inline SVG with the slot tokens' colours (no image files: crisp at any size,
 * reskinned by a brand book). It fills its box; decorative unless `labelled`.
 */
export function SlotSymbolGlyph({ symbol, labelled = false }: SlotSymbolGlyphProps) {
  const name = useSlotSymbolName();
  return (
    <GlyphSvg
      viewBox="0 0 100 100"
      focusable="false"
      data-symbol={symbol}
      {...(labelled ? { role: 'img', 'aria-label': name(symbol) } : { 'aria-hidden': true })}
    >
      {ART[symbol]}
    </GlyphSvg>
  );
}
