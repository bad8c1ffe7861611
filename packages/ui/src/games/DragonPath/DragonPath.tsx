import { useEffect, useRef } from 'react';
import { announce } from '../../a11y/announce';
import { VisuallyHidden } from '../../a11y/VisuallyHidden';
import { CheckIcon } from '../../icons/CheckIcon';
import { CloseIcon } from '../../icons/CloseIcon';
import { useUiTranslation } from '../../i18n';
import {
  Art,
  ChoiceMark,
  DoorButton,
  Doors,
  DoorShape,
  Hint,
  Leaf,
  Level,
  LevelNumber,
  Prize,
  Room,
  Root,
  Status,
  StatusArt,
  Tower,
} from './DragonPath.styles';

export interface DragonPathProps {
  /** Levels (5) and doors per level (3). */
  levels: number;
  doors: number;
  /** The prize label held after passing each level 1..levels ("×1", "€2.00"). */
  prizes: readonly string[];
  /** Levels passed so far. */
  passed: number;
  /** The door chosen on each level played, in order (0-based). */
  chosen: readonly number[];
  /** The dragon's door on every level, once the play is over; else null. */
  dragons: readonly number[] | null;
  /** The last door chosen hid the dragon. */
  metDragon: boolean;
  /** A door being opened (awaiting the answer), or null. */
  opening?: number | null;
  /** No opening (play is refused, reconnecting): the doors stay focusable and readable. */
  disabled?: boolean;
  /** Called with the door (0-based) the player opens on the current level. */
  onOpen: (door: number) => void;
}

type LevelState = 'passed' | 'lost' | 'current' | 'ahead' | 'unplayed';

/** A dragon's head in profile: horns, an eye, teeth and a breath of fire. Decorative. */
function DragonArt() {
  return (
    <Art viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      <path className="fire" d="M86 60 Q 96 54 99 60 Q 96 64 99 70 Q 92 68 86 66 Z" />
      <path className="dragon ink" d="M34 30 L 26 6 L 44 26 Z" />
      <path className="dragon ink" d="M48 26 L 50 4 L 60 28 Z" />
      <path
        className="dragon ink"
        d="M14 92 Q 8 58 30 36 Q 46 22 64 30 Q 78 36 88 52 L 90 58 L 70 60 L 88 68 L 84 72 Q 70 76 56 72 Q 48 84 50 96 Z"
      />
      <path className="belly" d="M22 90 Q 20 68 34 56 Q 30 72 34 92 Z" />
      <path className="tooth" d="M72 60 L 75 65 L 78 60 Z" />
      <path className="tooth" d="M80 60 L 83 65 L 86 60 Z" />
      <circle className="eye ink" cx="60" cy="42" r="7" />
      <ellipse className="pupil" cx="61" cy="42" rx="2" ry="5" />
    </Art>
  );
}

/** A treasure chest with gold: the level was passed through this door. Decorative. */
function TreasureArt() {
  return (
    <Art viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      <circle className="gold ink" cx="34" cy="34" r="11" />
      <circle className="gold ink" cx="62" cy="30" r="11" />
      <circle className="gold ink" cx="50" cy="42" r="11" />
      <path className="chest ink" d="M10 48 Q 10 30 50 30 Q 90 30 90 48 Z" transform="translate(0 6)" />
      <rect className="chest ink" x="10" y="54" width="80" height="36" rx="4" />
      <rect className="gold ink" x="10" y="54" width="80" height="8" />
      <rect className="gold ink" x="42" y="58" width="16" height="18" rx="3" />
      <circle className="shine" cx="30" cy="31" r="3" />
    </Art>
  );
}

/**
 * The dragon game's path: a tower of levels drawn from level 1 at the bottom, each with its doors and, on its
 * side, the prize held after passing it. Only the current level's doors are buttons ("Level 3, door 2");
 * passed levels show the chosen door open on a treasure, later levels are dim. Once the play is over every
 * level shows where the dragon waited; the door where the player met it is ringed and crossed. Each level
 * says its state in words (a visually hidden line), so nothing rests on the drawing; passing a level and
 * meeting the dragon are announced. Taking the prize is the app's button.
 */
export function DragonPath({
  levels,
  doors,
  prizes,
  passed,
  chosen,
  dragons,
  metDragon,
  opening = null,
  disabled = false,
  onOpen,
}: DragonPathProps) {
  const { t } = useUiTranslation();
  const over = dragons !== null;
  const lostLevel = metDragon ? chosen.length - 1 : -1;
  const playing = !over && !metDragon && passed < levels;
  const held = passed > 0 && !metDragon ? prizes[passed - 1] : undefined;

  const metText =
    lostLevel >= 0
      ? t('games.dragon.metDragon', { level: lostLevel + 1, door: (chosen[lostLevel] ?? 0) + 1 })
      : '';
  const passedText =
    passed > 0 ? t('games.dragon.levelPassed', { level: passed, prize: prizes[passed - 1] ?? '' }) : '';

  // Announced on a change, never on mount: a level passed, or the dragon met.
  const last = useRef({ passed, metDragon });
  useEffect(() => {
    const before = last.current;
    last.current = { passed, metDragon };
    if (metDragon && !before.metDragon) announce(metText);
    else if (passed > before.passed) announce(passedText);
  }, [passed, metDragon, metText, passedText]);

  const stateOf = (level: number): LevelState => {
    if (level < passed) return 'passed';
    if (level === lostLevel) return 'lost';
    if (level === passed && playing) return 'current';
    return over || metDragon ? 'unplayed' : 'ahead';
  };

  const summaryOf = (level: number, state: LevelState): string => {
    const door = (chosen[level] ?? 0) + 1;
    const parts = [t('games.dragon.level', { level: level + 1 })];
    if (state === 'passed') parts.push(t('games.dragon.passedWith', { door }));
    else if (state === 'lost') parts.push(t('games.dragon.metHere', { door }));
    else if (state === 'current') parts.push(t('games.dragon.choose'));
    else if (state === 'ahead') parts.push(t('games.dragon.ahead'));
    else parts.push(t('games.dragon.notPlayed'));
    const dragon = dragons?.[level];
    if (dragon !== undefined && state !== 'lost') {
      parts.push(t('games.dragon.dragonBehind', { door: dragon + 1 }));
    }
    parts.push(t('games.dragon.prize', { prize: prizes[level] ?? '' }));
    return parts.join(', ');
  };

  return (
    <Root>
      {metDragon ? (
        <Status data-met="">
          <StatusArt>
            <DragonArt />
          </StatusArt>
          {metText}
        </Status>
      ) : (
        held !== undefined && <Status>{t('games.dragon.holding', { prize: held })}</Status>
      )}
      {playing && <Hint>{t('games.dragon.chooseOn', { level: passed + 1 })}</Hint>}
      <Tower aria-label={t('games.dragon.path')}>
        {Array.from({ length: levels }, (_, level) => {
          const state = stateOf(level);
          const pick = chosen[level];
          const dragon = dragons?.[level];
          return (
            <Level key={level} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
              <VisuallyHidden>{summaryOf(level, state)}</VisuallyHidden>
              <LevelNumber aria-hidden="true">{level + 1}</LevelNumber>
              <Doors>
                {Array.from({ length: doors }, (_, door) => {
                  if (state === 'current') {
                    const isOpening = opening === door;
                    const refused = disabled || (opening !== null && opening !== undefined);
                    return (
                      <DoorButton
                        key={door}
                        type="button"
                        aria-label={t(isOpening ? 'games.dragon.doorOpening' : 'games.dragon.door', {
                          level: level + 1,
                          door: door + 1,
                        })}
                        aria-disabled={refused || undefined}
                        data-opening={isOpening || undefined}
                        onClick={() => {
                          if (!refused) onOpen(door);
                        }}
                      >
                        <Leaf />
                      </DoorButton>
                    );
                  }
                  const safe = state === 'passed' && pick === door;
                  const met = state === 'lost' && pick === door;
                  const showsDragon = met || dragon === door;
                  const open = safe || showsDragon;
                  return (
                    <DoorShape
                      key={door}
                      aria-hidden="true"
                      data-open={open || undefined}
                      data-safe={safe || undefined}
                      data-met={met || undefined}
                    >
                      {open && <Room>{showsDragon ? <DragonArt /> : <TreasureArt />}</Room>}
                      <Leaf />
                      {(safe || met) && (
                        <ChoiceMark data-kind={safe ? 'safe' : 'met'}>
                          {safe ? <CheckIcon /> : <CloseIcon />}
                        </ChoiceMark>
                      )}
                    </DoorShape>
                  );
                })}
              </Doors>
              <Prize
                aria-hidden="true"
                data-reached={level < passed || undefined}
                data-held={(level === passed - 1 && !metDragon) || undefined}
                data-lost={(metDragon && level < passed) || undefined}
              >
                {prizes[level]}
              </Prize>
            </Level>
          );
        })}
      </Tower>
    </Root>
  );
}
