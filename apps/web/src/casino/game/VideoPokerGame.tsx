import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  VIDEO_POKER_HAND_KINDS,
  VIDEO_POKER_PAYTABLE,
  videoPokerAdvice,
  videoPokerCardRank,
  videoPokerCardSuit,
  type VideoPokerHandKind,
  type VideoPokerView,
} from '@betline/games';
import { Button, Inline, PokerHand, Stack, formatNumber, type PokerCard } from '@betline/ui';
import { GameFrame, RoundResult } from './GameFrame';
import { GameStake } from './GameStake';
import { FactList } from './panels';
import { RecentResults } from './RecentResults';
import { useStake, useStakeCurrency } from './stake';
import { useHand } from './useHand';
import type { Mode } from './useRounds';

const NONE_HELD = [false, false, false, false, false] as const;
/** The paying hands, best first (the table's rows). */
const PAYING = VIDEO_POKER_HAND_KINDS.filter((kind) => VIDEO_POKER_PAYTABLE[kind] > 0);

/** A card of the engine (rank 2..14, ace 14) as the kit draws it (rank 1..13, ace 1). */
function cardOf(card: number): PokerCard {
  const rank = videoPokerCardRank(card);
  return { rank: rank === 14 ? 1 : rank, suit: videoPokerCardSuit(card) };
}

/** The cards that make a paying hand: the pair, the two pairs, the three or the four; all five for the rest. */
function winningCards(cards: readonly number[], kind: VideoPokerHandKind | null): boolean[] {
  if (kind === null || kind === 'nothing') return cards.map(() => false);
  const counts = new Map<number, number>();
  for (const card of cards)
    counts.set(videoPokerCardRank(card), (counts.get(videoPokerCardRank(card)) ?? 0) + 1);
  const size = { jacks: 2, twoPair: 2, threeOfAKind: 3, fourOfAKind: 4 }[kind as string];
  if (size === undefined) return cards.map(() => true);
  return cards.map((card) => counts.get(videoPokerCardRank(card)) === size);
}

/**
 * Video poker, Jacks or Better 8/5 (packages/games/src/videoPoker.ts, docs/adr/0054-hands.md): the player stakes
 * and is dealt five cards from a deck shuffled by the round's seed, holds any of them (or takes the suggested
 * hold) and draws once; the final hand pays by the table beside it. The deck's order is fixed at the deal; the
 * server answers the draw and shows the whole deck when the hand ends.
 */
export function VideoPokerGame({ name, mode }: { name: string; mode: Mode }) {
  const { t, i18n } = useTranslation('casino');
  const { iso } = useStakeCurrency();
  const stake = useStake();
  const hands = useHand('videoPoker', mode);
  const hand = hands.hand;
  const view = hand?.outcome as VideoPokerView | undefined;
  const open = hand?.status === 'open';
  // The holds chosen for the hand on the table (a new hand starts with none).
  const [holds, setHolds] = useState<{ hand: string | null; held: readonly boolean[] }>({
    hand: null,
    held: NONE_HELD,
  });
  const handId = hand?.handId ?? null;
  const held = open ? (holds.hand === handId ? holds.held : NONE_HELD) : (view?.held ?? NONE_HELD);
  const cards = view === undefined ? null : (view.final ?? view.dealt);
  const kind = view === undefined ? null : (view.kind ?? (open ? view.dealtKind : null));
  const lng = i18n.language;
  return (
    <GameFrame
      name={name}
      mode={mode}
      refusal={hands.refusal}
      protection={hands.protection}
      controls={
        open && view !== undefined ? (
          <Inline gap={2} wrap>
            <Button
              variant="primary"
              disabled={hands.busy}
              onClick={() => void hands.act({ type: 'draw', hold: [...held] })}
            >
              {t('videoPoker.draw')}
            </Button>
            <Button
              variant="secondary"
              disabled={hands.busy}
              onClick={() => setHolds({ hand: handId, held: videoPokerAdvice(view.dealt) })}
            >
              {t('videoPoker.suggest')}
            </Button>
          </Inline>
        ) : (
          <GameStake
            stake={stake}
            rounds={hands}
            onPlay={(playable) => hands.start({ stake: playable })}
            playLabel={t('videoPoker.deal')}
          />
        )
      }
      result={
        open ? (
          <span>{t('videoPoker.holdHint')}</span>
        ) : (
          <RoundResult round={hand?.status === 'ended' ? hand : null} iso={iso} busy={hands.busy} />
        )
      }
      aside={
        <FactList aria-label={t('videoPoker.paytable')}>
          {PAYING.map((each) => (
            <Fragment key={each}>
              <dt>{t(`videoPoker.kinds.${each}`)}</dt>
              <dd>{`${formatNumber(VIDEO_POKER_PAYTABLE[each] / 1000, lng, 0)}×`}</dd>
            </Fragment>
          ))}
        </FactList>
      }
    >
      <Stack gap={3}>
        <PokerHand
          cards={cards?.map(cardOf) ?? null}
          held={held}
          disabled={!open || hands.busy}
          onToggleHold={(index) =>
            setHolds({ hand: handId, held: held.map((each, i) => (i === index ? !each : each)) })
          }
          highlight={cards === null ? undefined : winningCards(cards, kind)}
          result={kind === null || kind === 'nothing' ? undefined : t(`videoPoker.kinds.${kind}`)}
        />
        <RecentResults
          rounds={hands.recent.map((each) => ({ ...each, roundId: each.handId }))}
          label={(played) => {
            const final = (played.outcome as VideoPokerView).kind;
            return final === null || final === 'nothing'
              ? t('scratch.recentLoss')
              : t(`videoPoker.kinds.${final}`);
          }}
        />
      </Stack>
    </GameFrame>
  );
}
