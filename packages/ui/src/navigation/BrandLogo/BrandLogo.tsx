import { Mark, MarkGlyph, MarkLetter, Svg, Word } from './BrandLogo.styles';

/** The viewBox height (user units): the mark is 28 units square, 2 units from the top and bottom. */
const HEIGHT = 32;
/** Where the word starts: after the mark and a gap. */
const WORD_X = 36;
/** The word's font size in user units (the letter spacing is -0.02em of it). */
const WORD_SIZE = 22;
/**
 * The advance of one letter of the bold word, estimated (user units): "Betline" (7 letters) takes 100
 * units, so the default wordmark keeps its 136 x 32 viewBox.
 */
const LETTER_ADVANCE = 100 / 7;

/** The drawn "B" of the Betline mark (a path, so it looks the same in every font). */
const B_GLYPH =
  'M9 8.5h6.4c3.1 0 5 1.5 5 3.9 0 1.6-.9 2.8-2.4 3.3 1.8.4 3 1.8 3 3.7 0 2.7-2.1 4.4-5.4 4.4H9V8.5zm3.4 2.8v3.6h2.6c1.3 0 2-.7 2-1.8s-.8-1.8-2-1.8h-2.6zm0 6.3v4.1h2.8c1.5 0 2.3-.8 2.3-2.1 0-1.2-.9-2-2.3-2h-2.8z';

/** The viewBox width for a name: the mark, the gap and the estimated width of the word. */
export function brandLogoWidth(name: string): number {
  return WORD_X + Math.ceil(Array.from(name).length * LETTER_ADVANCE);
}

export interface BrandLogoProps {
  /** The brand's name: the word of the wordmark, and its first letter is drawn in the mark. */
  name?: string;
  /**
   * An accessible name: the logo becomes an image with this name. Without it the logo is decorative
   * (hidden from assistive technology), as inside a link that carries the name ("Betline, home page").
   */
  title?: string;
  /** A class name for the SVG (layout by the caller). */
  className?: string;
}

/**
 * The wordmark as inline SVG: a square mark with the name's first letter and the name beside it. Its colours
 * are tokens (accent and default text), so a partner brand book or the colour mode restyles it without
 * another asset; a partner's `name` gives its own word and letter, and the width follows the name.
 */
export function BrandLogo({ name = 'Betline', title, className }: BrandLogoProps) {
  const letter = Array.from(name)[0]?.toLocaleUpperCase() ?? '';
  const width = brandLogoWidth(name);
  return (
    <Svg
      className={className}
      viewBox={`0 0 ${width} ${HEIGHT}`}
      focusable="false"
      {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
    >
      {title ? <title>{title}</title> : null}
      <Mark x="0" y="2" width="28" height="28" rx="7" />
      {letter === 'B' ? (
        <MarkGlyph d={B_GLYPH} />
      ) : (
        <MarkLetter x="14" y="22.5" fontSize="18" textAnchor="middle">
          {letter}
        </MarkLetter>
      )}
      {/* The letter spacing is in user units: -0.02em of the word's size, part of the drawing. */}
      <Word x={WORD_X} y="24" fontSize={WORD_SIZE} letterSpacing={-0.02 * WORD_SIZE}>
        {name}
      </Word>
    </Svg>
  );
}
