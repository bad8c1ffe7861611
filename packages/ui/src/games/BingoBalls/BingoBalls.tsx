import { useUiTranslation } from '../../i18n';
import { VisuallyHidden } from '../../a11y/VisuallyHidden';
import { COLUMNS, columnOf } from '../BingoCard/bingo';
import {
  Ball,
  BallFace,
  BallLetter,
  BallNumber,
  Board,
  Count,
  Latest,
  Root,
  RowHead,
  Spot,
} from './BingoBalls.styles';

export interface BingoBallsProps {
  /** The numbers called so far, in call order; the last one is the latest call. */
  called: readonly number[];
  /** How many balls the game has, shared out in five rows B I N G O (75: B 1–15 ... O 61–75). */
  total?: number;
}

/**
 * The caller's board of a 75-ball bingo game: the latest call shown big as a ball ("B 7") with the count
 * ("Call 23 of 75"), both in a polite live region so each new call is read out, and every number in five
 * rows, B to O. A called number is daubed (a disc behind it, bold) and named so ("B 7, called"); the latest
 * call is ringed and named so too. A table named "Called numbers", each row headed by its letter.
 */
export function BingoBalls({ called, total = 75 }: BingoBallsProps) {
  const { t } = useUiTranslation();
  const perRow = Math.ceil(total / COLUMNS.length);
  const calledSet = new Set(called);
  const latest = called[called.length - 1];
  const latestColumn = latest === undefined ? undefined : columnOf(latest, total);

  return (
    <Root>
      <Latest role="status" aria-live="polite" aria-atomic="true">
        {latest === undefined || latestColumn === undefined ? (
          <>
            <Ball data-empty aria-hidden="true" />
            <Count data-empty>{t('games.bingo.waiting')}</Count>
          </>
        ) : (
          <>
            {/* A new call is a new ball: it rolls in again. */}
            <Ball key={latest} data-column={latestColumn}>
              <BallFace>
                <BallLetter>{COLUMNS[latestColumn]}</BallLetter> <BallNumber>{latest}</BallNumber>
              </BallFace>
            </Ball>
            <VisuallyHidden>, </VisuallyHidden>
            <Count>{t('games.bingo.callCount', { n: called.length, total })}</Count>
          </>
        )}
      </Latest>
      <Board aria-label={t('games.bingo.board')}>
        <tbody>
          {COLUMNS.map((letter, row) => (
            <tr key={letter}>
              <th scope="row">
                <RowHead data-column={row}>{letter}</RowHead>
              </th>
              {Array.from({ length: perRow }, (_, i) => {
                const n = row * perRow + i + 1;
                if (n > total) return <td key={n} />;
                const isCalled = calledSet.has(n);
                const isLatest = n === latest;
                const name = [
                  `${letter} ${n}`,
                  isCalled ? t('games.bingo.called') : null,
                  isLatest ? t('games.bingo.latest') : null,
                ]
                  .filter(Boolean)
                  .join(', ');
                return (
                  <td key={n}>
                    <Spot data-daubed={isCalled || undefined} data-latest={isLatest || undefined}>
                      <span aria-hidden="true">{n}</span>
                      <VisuallyHidden>{name}</VisuallyHidden>
                    </Spot>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Board>
    </Root>
  );
}
