import { useEffect, useId, useRef, type CSSProperties } from 'react';
import { announce } from '../../a11y/announce';
import { VisuallyHidden } from '../../a11y/VisuallyHidden';
import { useUiTranslation } from '../../i18n';
import { Art, Badge, Chest, Prize, Root, Row, Status } from './TreasureChests.styles';

export interface TreasureChestsProps {
  /** How many chests (3). */
  count: number;
  /** The chest the player opened, or null. */
  opened: number | null;
  /** Every chest's prize label once one is opened (all revealed), else null. */
  contents: readonly string[] | null;
  /** The chest being opened (awaiting the answer): its lid trembles, the others are disabled. */
  opening?: number | null;
  disabled?: boolean;
  onOpen: (index: number) => void;
}

type ChestState = 'closed' | 'opening' | 'open';

/** A closed chest: a domed lid with its bands, the body and the lock. */
const ClosedArt = (
  <>
    <rect className="wood ink" x="8" y="40" width="84" height="38" rx="4" strokeWidth="2.5" />
    <rect className="band ink" x="20" y="40" width="8" height="38" strokeWidth="1.5" />
    <rect className="band ink" x="72" y="40" width="8" height="38" strokeWidth="1.5" />
    <g className="lid">
      <path className="wood ink" d="M8 42 V28 Q8 10 50 10 Q92 10 92 28 V42 Z" strokeWidth="2.5" />
      <path className="shade" d="M8 42 V28 Q8 10 50 10 Q92 10 92 28 V42 Z" />
      <rect className="band ink" x="20" y="15" width="8" height="27" strokeWidth="1.5" />
      <rect className="band ink" x="72" y="15" width="8" height="27" strokeWidth="1.5" />
      <path className="hlStroke" d="M15 28 Q16 17 36 15" strokeWidth="3" />
      <rect className="band ink" x="6" y="38" width="88" height="6" rx="2" strokeWidth="1.5" />
    </g>
    <rect className="lock ink" x="43" y="36" width="14" height="16" rx="3" strokeWidth="1.5" />
    <circle className="inside" cx="50" cy="42" r="2.2" />
    <rect className="inside" x="49" y="43" width="2" height="5" />
  </>
);

/** An open chest: the lid thrown back, coins heaped in the opening, the front and the open lock. */
const OpenArt = (
  <>
    <g className="lid">
      <path className="wood ink" d="M10 38 L16 4 H84 L90 38 Z" strokeWidth="2.5" />
      <path className="shade" d="M10 38 L16 4 H84 L90 38 Z" />
      <path className="shade" d="M10 38 L16 4 H84 L90 38 Z" />
      <path className="band ink" d="M21 38 L25 4 H32 L29 38 Z" strokeWidth="1.5" />
      <path className="band ink" d="M71 38 L68 4 H75 L79 38 Z" strokeWidth="1.5" />
    </g>
    <rect className="inside ink" x="8" y="34" width="84" height="10" rx="2" strokeWidth="2.5" />
    <g className="treasure">
      <circle className="coin ink" cx="28" cy="37" r="7" strokeWidth="1.5" />
      <circle className="coin ink" cx="72" cy="37" r="7" strokeWidth="1.5" />
      <circle className="coin ink" cx="40" cy="32" r="8" strokeWidth="1.5" />
      <circle className="coin ink" cx="60" cy="32" r="8" strokeWidth="1.5" />
      <circle className="coin ink" cx="50" cy="27" r="9" strokeWidth="1.5" />
      <polygon className="hl" points="50,16 52,24 60,26 52,28 50,36 48,28 40,26 48,24" />
      <polygon className="hl" points="30,22 31,26 35,27 31,28 30,32 29,28 25,27 29,26" />
      <polygon className="hl" points="72,20 73,24 77,25 73,26 72,30 71,26 67,25 71,24" />
    </g>
    <rect className="wood ink" x="8" y="40" width="84" height="38" rx="4" strokeWidth="2.5" />
    <rect className="band ink" x="20" y="40" width="8" height="38" strokeWidth="1.5" />
    <rect className="band ink" x="72" y="40" width="8" height="38" strokeWidth="1.5" />
    <rect className="lock ink" x="43" y="46" width="14" height="14" rx="3" strokeWidth="1.5" />
    <path className="hlStroke" d="M14 48 V70" strokeWidth="3" />
  </>
);

const StarGlyph = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <polygon points="12,2 14.9,8.6 22,9.3 16.6,14 18.2,21 12,17.3 5.8,21 7.4,14 2,9.3 9.1,8.6" />
  </svg>
);

/**
 * A row of treasure chests: the player opens one. Each chest is a button ("Open chest 1") while none is open;
 * the chest being opened trembles (still under reduced motion: the line below says so) and the others wait.
 * Once the answer is in, every chest is open with its prize, the player's framed and badged "Your chest" (in
 * words, not by colour alone), the buttons disabled but still focusable and named by their prize. The prize
 * found is announced. The chests share the row at any width and stay at least a touch target wide.
 */
export function TreasureChests({
  count,
  opened,
  contents,
  opening = null,
  disabled = false,
  onOpen,
}: TreasureChestsProps) {
  const { t } = useUiTranslation();
  const statusId = useId();
  const revealed = opened !== null && contents !== null;
  const found = revealed ? contents[opened] : undefined;
  const foundText = found === undefined ? null : t('games.chests.found', { prize: found });
  const busy = opening ?? (opened !== null && !revealed ? opened : null);
  const locked = disabled || opened !== null || busy !== null;

  // The prize found is announced when the chests open (not when they are shown open already).
  const announced = useRef(foundText);
  useEffect(() => {
    if (foundText !== null && foundText !== announced.current) announce(foundText);
    announced.current = foundText;
  }, [foundText]);

  const status =
    foundText ?? (busy !== null ? t('games.chests.opening', { n: busy + 1 }) : t('games.chests.pick'));

  return (
    <Root>
      <Row
        role="group"
        aria-label={t('games.chests.group')}
        aria-describedby={statusId}
        style={{ '--chests': count } as CSSProperties}
      >
        {Array.from({ length: count }, (_, i) => {
          const n = i + 1;
          const state: ChestState = revealed ? 'open' : i === busy ? 'opening' : 'closed';
          const prize = revealed ? contents[i] : undefined;
          const yours = revealed && i === opened;
          return (
            <Chest
              key={i}
              type="button"
              data-state={state}
              data-yours={yours || undefined}
              aria-disabled={locked || undefined}
              aria-busy={state === 'opening' || undefined}
              onClick={() => {
                if (!locked) onOpen(i);
              }}
            >
              <Art viewBox="0 0 100 84" aria-hidden="true" focusable="false">
                {state === 'open' ? OpenArt : ClosedArt}
              </Art>
              {prize === undefined ? (
                <VisuallyHidden>{t('games.chests.open', { n })}</VisuallyHidden>
              ) : (
                <>
                  <VisuallyHidden>{t('games.chests.chest', { n, prize })}</VisuallyHidden>
                  <Prize aria-hidden="true">{prize}</Prize>
                </>
              )}
              {yours && ' '}
              {yours && (
                <Badge>
                  <StarGlyph />
                  {t('games.chests.yours')}
                </Badge>
              )}
            </Chest>
          );
        })}
      </Row>
      <Status id={statusId}>{status}</Status>
    </Root>
  );
}
