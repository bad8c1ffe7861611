import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import { VisuallyHidden } from '@betline/ui';
import type { RoundResponse } from '../../api/types';

const Strip = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;

const Chip = styled.li<{ $won: boolean }>`
  padding: ${vars.space[1]} ${vars.space[2]};
  border-radius: ${vars.radius.full};
  border: ${vars.borderWidth.default} solid
    ${({ $won }) => ($won ? vars.borderColor.success : vars.borderColor.muted)};
  background: ${({ $won }) => ($won ? vars.bgColor.success.muted : vars.bgColor.inset)};
  color: ${({ $won }) => ($won ? vars.fgColor.success : vars.fgColor.muted)};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};
  font-variant-numeric: tabular-nums;
`;

type Round = Pick<RoundResponse, 'roundId' | 'win' | 'stake'>;

/**
 * The session's last rounds of a game, newest first: what each one showed (a roll, a multiplier) drawn as a
 * chip, won ones in the success colour and named "win" for those who do not see the colour.
 */
export function RecentResults<R extends Round>({
  rounds,
  label,
}: {
  rounds: readonly R[];
  /** What a round showed, as the chip's text. */
  label: (round: R) => string;
}) {
  const { t } = useTranslation('casino');
  if (rounds.length === 0) return null;
  return (
    <Strip aria-label={t('recent.title')}>
      {rounds.map((round, index) => (
        <Chip key={`${index}-${round.roundId}`} $won={round.win > 0}>
          {label(round)}
          <VisuallyHidden>{round.win > 0 ? t('recent.won') : t('recent.lost')}</VisuallyHidden>
        </Chip>
      ))}
    </Strip>
  );
}
