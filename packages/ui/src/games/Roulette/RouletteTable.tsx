import { useMemo, type CSSProperties } from 'react';
import { announce } from '../../a11y/announce';
import { useUiTranslation } from '../../i18n';
import { Button } from '../../actions/Button';
import { Actions, Chip, Grid, Layout, Root, Spot, Total } from './RouletteTable.styles';
import { pocketColour, rouletteFields, rouletteSpotKey, spotCovers, type RouletteSpot } from './layout';

export interface RouletteChipPlaced {
  spot: RouletteSpot;
  /** In minor units. */
  stake: number;
}

export interface RouletteTableProps {
  /** The chips on the table, in the order placed (several on one field add up). */
  chips: readonly RouletteChipPlaced[];
  /** A stake as the player reads it ("€1.00"). */
  formatStake: (stake: number) => string;
  /** What one chip stakes: a field chosen (click, Enter or Space) gets a chip of this much. */
  chipStake: number;
  /** A field was chosen: the app adds a chip of `chipStake` there. */
  onPlace: (spot: RouletteSpot) => void;
  onUndo: () => void;
  onClear: () => void;
  /** The number the ball landed on (rings it and the chips that won), null before a spin or while spinning. */
  landed?: number | null;
  /** No chips can be placed or taken back (spinning, or play refused). */
  disabled?: boolean;
}

type Translate = ReturnType<typeof useUiTranslation>['t'];

/** A field's name as a player hears it: "17 red", "Split 17/18", "Dozen 13 to 24", "Red". */
export function spotName(t: Translate, spot: RouletteSpot): string {
  const numbers = spot.numbers ?? [];
  switch (spot.kind) {
    case 'straight': {
      const n = numbers[0] ?? 0;
      return t('games.roulette.spot.straight', {
        number: n,
        colour: t(`games.roulette.colour.${pocketColour(n)}`),
      });
    }
    case 'line':
      return t('games.roulette.spot.line', { first: numbers[0], last: numbers[numbers.length - 1] });
    case 'dozen': {
      const target = spot.target ?? 1;
      return t('games.roulette.spot.dozen', { first: 12 * target - 11, last: 12 * target });
    }
    case 'column':
      return t('games.roulette.spot.column', { first: spot.target ?? 1, last: 33 + (spot.target ?? 1) });
    case 'split':
    case 'street':
    case 'corner':
    case 'basket':
      return t(`games.roulette.spot.${spot.kind}`, { numbers: numbers.join('/') });
    default:
      return t(`games.roulette.spot.${spot.kind}`);
  }
}

/** What a box shows: the number, "2 to 1", "1st 12", "1–18", "Even", a red or black diamond. */
function boxText(t: Translate, spot: RouletteSpot): string {
  switch (spot.kind) {
    case 'straight':
      return String(spot.numbers?.[0] ?? 0);
    case 'column':
      return t('games.roulette.short.column');
    case 'dozen':
      return t('games.roulette.short.dozen', {
        first: 12 * (spot.target ?? 1) - 11,
        last: 12 * (spot.target ?? 1),
      });
    case 'low':
      return '1–18';
    case 'high':
      return '19–36';
    default:
      return t(`games.roulette.short.${spot.kind}`);
  }
}

/**
 * The European roulette betting layout: the 0, the numbers in three rows of twelve (turned upright in a narrow
 * column: 0 on top, rows of 1-2-3), the columns' "2 to 1", the dozens and the even-money boxes. Every field is
 * a button named by its bet ("17 red", "Split 17/18", "Corner 17/18/20/21", "Six line 1 to 6", "Dozen 1 to
 * 12", "Red"); splits, corners, streets and six lines sit on the lines between the numbers, where the chip goes.
 * A chip shows its amount and is part of the field's name; each chip placed is announced with the total on the
 * table. After a spin the number is ringed and so are the chips that won (and named so). Undo takes back the
 * last chip, Clear all of them.
 */
export function RouletteTable({
  chips,
  formatStake,
  chipStake,
  onPlace,
  onUndo,
  onClear,
  landed = null,
  disabled = false,
}: RouletteTableProps) {
  const { t } = useUiTranslation();
  const fields = useMemo(() => rouletteFields(), []);
  const stakes = new Map<string, number>();
  for (const chip of chips) {
    const key = rouletteSpotKey(chip.spot);
    stakes.set(key, (stakes.get(key) ?? 0) + chip.stake);
  }
  const total = chips.reduce((sum, chip) => sum + chip.stake, 0);

  return (
    <Root>
      <Layout role="group" aria-label={t('games.roulette.layout')}>
        <Grid data-disabled={disabled || undefined}>
          {fields.map(({ key, spot, wide, narrow, box }) => {
            const stake = stakes.get(key);
            const name = spotName(t, spot);
            const shown = box ? boxText(t, spot) : null;
            // WCAG 2.5.3 (label in name): what the box shows ("2 to 1", "1–12") begins its name when the bet's
            // name does not already hold it ("2 to 1, Column 1 to 34"; "17 black" and "Red" do).
            const heard =
              shown === null || name.toLocaleLowerCase().includes(shown.toLocaleLowerCase())
                ? name
                : `${shown}, ${name}`;
            const won = landed !== null && spotCovers(spot, landed);
            const label =
              stake === undefined
                ? heard
                : t(won ? 'games.roulette.chipWon' : 'games.roulette.chip', {
                    spot: heard,
                    amount: formatStake(stake),
                  });
            const style = {
              '--wr': `${wide.row} / span ${wide.rowSpan}`,
              '--wc': `${wide.col} / span ${wide.colSpan}`,
              '--nr': `${narrow.row} / span ${narrow.rowSpan}`,
              '--nc': `${narrow.col} / span ${narrow.colSpan}`,
            } as CSSProperties;
            return (
              <Spot
                key={key}
                type="button"
                style={style}
                data-box={box || undefined}
                data-colour={spot.kind === 'straight' ? pocketColour(spot.numbers?.[0] ?? 0) : undefined}
                data-landed={spot.kind === 'straight' && won ? 'true' : undefined}
                aria-label={label}
                aria-disabled={disabled || undefined}
                onClick={() => {
                  if (disabled) return;
                  onPlace(spot);
                  announce(
                    t('games.roulette.placed', {
                      amount: formatStake(chipStake),
                      spot: name,
                      total: formatStake(total + chipStake),
                    }),
                  );
                }}
              >
                {shown !== null && <span aria-hidden="true">{shown}</span>}
                {stake !== undefined && (
                  // The amount is drawn by CSS (data-amount): the field's name says it ("Red, chip €2.00"),
                  // and drawn text inside the button would have to stand in the name in the same order.
                  <Chip aria-hidden="true" data-amount={formatStake(stake)} data-won={won || undefined} />
                )}
              </Spot>
            );
          })}
        </Grid>
      </Layout>
      <Actions>
        <Total>{t('games.roulette.total', { amount: formatStake(total) })}</Total>
        <Button
          variant="secondary"
          size="sm"
          disabled={disabled || chips.length === 0}
          onClick={() => {
            onUndo();
            announce(t('games.roulette.undone'));
          }}
        >
          {t('games.roulette.undo')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={disabled || chips.length === 0}
          onClick={() => {
            onClear();
            announce(t('games.roulette.cleared'));
          }}
        >
          {t('games.roulette.clear')}
        </Button>
      </Actions>
    </Root>
  );
}
