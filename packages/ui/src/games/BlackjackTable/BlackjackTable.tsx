import { useId } from 'react';
import { useUiTranslation, type UiT } from '../../i18n';
import { PlayingCard, type CardSuit } from '../PlayingCard';
import {
  Caption,
  Cards,
  Hand,
  Hands,
  Head,
  Label,
  Mark,
  Place,
  Root,
  Stake,
  Total,
} from './BlackjackTable.styles';

/** A card on the table: rank 1 ace, 2..10, 11 jack, 12 queen, 13 king. */
export interface BlackjackCardView {
  rank: number;
  suit: CardSuit;
}

/** One of the player's hands (two after a split). */
export interface BlackjackHandView {
  /** Its cards in the order dealt. */
  cards: readonly BlackjackCardView[];
  /** The hand's total, null when not shown; soft when an ace counts 11 ("soft 17"). */
  total: number | null;
  soft?: boolean;
  /** The hand's stake as the app formats it ("€2.00"), shown beside the hand. */
  stake?: string;
  /** Doubled down: marked "Doubled". */
  doubled?: boolean;
  /** The hand's result once settled. */
  result?: 'win' | 'lose' | 'push' | 'blackjack' | 'bust' | null;
  /** The hand the player is deciding on (outlined, named "playing"). */
  active?: boolean;
}

export interface BlackjackTableProps {
  /** The dealer's cards in the order dealt; `null` is the face-down hole card. */
  dealer: readonly (BlackjackCardView | null)[];
  /** The dealer's total as shown (the up card's before the hole card is turned), null when not shown. */
  dealerTotal: number | null;
  dealerSoft?: boolean;
  /** The dealer's two cards make 21: the total reads "Blackjack" and the hand is marked so. */
  dealerBlackjack?: boolean;
  /** The player's hands: one, or two after a split (empty before a deal). */
  hands: readonly BlackjackHandView[];
  /** Waiting for the server: the table shows face-down cards where none are known yet. */
  dealing?: boolean;
  /**
   * What the caption (a polite live region) says, given by the app ("Your move: 14 against a 10"); the kit
   * words the results itself, and this follows them once the hands are settled (e.g. the amount paid).
   */
  caption?: string;
}

/** A hand's result (a bust dealer's too). */
type HandResult = NonNullable<BlackjackHandView['result']>;
type Tone = 'success' | 'accent' | undefined;

const TONES: Readonly<Record<HandResult, Tone>> = {
  win: 'success',
  blackjack: 'success',
  push: 'accent',
  lose: undefined,
  bust: undefined,
};

/** A hand's total in words: "17", "soft 17", "Blackjack"; empty when not shown. */
function totalText(t: UiT, total: number | null, soft: boolean, natural: boolean): string {
  if (total === null) return '';
  if (natural) return t('games.blackjack.blackjack');
  return soft ? t('games.blackjack.soft', { total }) : String(total);
}

/** A result's mark: "Won", "Lost", "Push", "Bust", "Blackjack". */
const markText = (t: UiT, result: HandResult): string =>
  t(result === 'blackjack' ? 'games.blackjack.blackjack' : `games.blackjack.mark.${result}`);

interface HandProps {
  id: string;
  label: string;
  cards: readonly (BlackjackCardView | null)[];
  total: string;
  dealing: boolean;
  /** The result it is marked with; `look`, when given, the one it is drawn as (null: drawn as unsettled). */
  result?: HandResult;
  look?: HandResult | null;
  active?: boolean;
  doubled?: boolean;
  stake?: string;
}

/** A hand: its name and marks, its cards in the order dealt (face down while dealt, places before), its total. */
function TableHand(props: HandProps) {
  const { id, label, cards, total, dealing, result, look, active, doubled, stake } = props;
  const { t } = useUiTranslation();
  const drawn = look === undefined ? result : (look ?? undefined);
  const named = [`${id}-label`, active && `${id}-playing`, result && `${id}-mark`].filter(Boolean);
  return (
    <Hand
      role="group"
      aria-labelledby={named.join(' ')}
      data-result={drawn}
      data-active={active || undefined}
    >
      <Head>
        <Label id={`${id}-label`}>{label}</Label>
        {active && (
          <Mark id={`${id}-playing`} data-tone="accent">
            {t('games.blackjack.playing')}
          </Mark>
        )}
        {result && (
          <Mark id={`${id}-mark`} data-tone={drawn && TONES[drawn]}>
            {markText(t, result)}
          </Mark>
        )}
        {doubled && <Mark>{t('games.blackjack.doubled')}</Mark>}
        {stake && <Stake>{t('games.blackjack.stake', { stake })}</Stake>}
      </Head>
      <Cards>
        {cards.length === 0
          ? [0, 1].map((i) =>
              dealing ? (
                <PlayingCard key={`down${i}`} rank={1} suit="spades" faceDown />
              ) : (
                <Place key={i} aria-hidden="true" />
              ),
            )
          : cards.map((card, i) =>
              card === null ? (
                <PlayingCard key={`${i}down`} rank={1} suit="spades" faceDown />
              ) : (
                // A card turned up (the hole card shown) is a new one: it slides in again.
                <PlayingCard key={`${i}${card.rank}${card.suit}`} rank={card.rank} suit={card.suit} />
              ),
            )}
      </Cards>
      <Total>{total}</Total>
    </Hand>
  );
}

/**
 * The blackjack table: the dealer's hand on top, the player's hand under it, or the two hands of a split side by
 * side (one under the other in a narrow table). Each hand is a group named by its label ("Dealer", "Your hand",
 * "Hand 1" and "Hand 2") and its marks in words, with its cards in the order dealt (each slides in as dealt, or
 * just appears under reduced motion; the dealer's hole card face down until shown), its total ("17", "soft 17",
 * "Blackjack": a two-card 21 on an unsplit hand, or the dealer's with `dealerBlackjack`), its stake and a
 * "Doubled" mark. The hand the player is deciding on is outlined and marked "Playing"; a settled hand is marked
 * "Blackjack", "Won", "Push", "Lost" or "Bust", a won one outlined in the success tone, a push in the accent tone,
 * a lost one dashed with its cards greyed, so nothing rests on colour. The dealer is marked "Blackjack" or "Bust"
 * (over 21). While `dealing`, a hand without cards shows two face down and no hand is marked. A figure named
 * "Blackjack table" whose caption, a live region, says the app's `caption`, or else the state (place a bet,
 * dealing); once settled, the dealer's total and each hand's result in words, then the app's caption. In a
 * column under 350 px the cards take the card's `sm` size.
 */
export function BlackjackTable({
  dealer,
  dealerTotal,
  dealerSoft = false,
  dealerBlackjack = false,
  hands,
  dealing = false,
  caption,
}: BlackjackTableProps) {
  const { t } = useUiTranslation();
  const id = useId();
  const split = hands.length > 1;
  const label = (i: number) => (split ? t('games.blackjack.handN', { n: i + 1 }) : t('games.blackjack.hand'));
  const resultOf = (hand: BlackjackHandView) => (dealing ? undefined : (hand.result ?? undefined));
  const settled = hands.some((hand) => resultOf(hand) !== undefined);

  const dealerText = totalText(t, dealerTotal, dealerSoft, dealerBlackjack);
  const dealerBust = dealerTotal !== null && dealerTotal > 21;
  const dealerMark: HandResult | undefined = dealing
    ? undefined
    : dealerBlackjack
      ? 'blackjack'
      : dealerBust
        ? 'bust'
        : undefined;

  const said = (): string => {
    if (dealing) return caption ?? t('games.blackjack.dealing');
    if (!settled) {
      const dealt = dealer.length > 0 || hands.some((hand) => hand.cards.length > 0);
      return caption ?? (dealt ? '' : t('games.blackjack.ready'));
    }
    const words = [
      dealerBlackjack
        ? t('games.blackjack.dealerBlackjack')
        : dealerTotal === null
          ? null
          : t(dealerBust ? 'games.blackjack.dealerBust' : 'games.blackjack.dealerHas', {
              total: dealerText,
            }),
      ...hands.map((hand, i) => {
        const result = resultOf(hand);
        return result ? t(`games.blackjack.says.${result}`, { hand: label(i) }) : null;
      }),
      caption,
    ];
    return words.filter(Boolean).join(' ');
  };

  return (
    <Root aria-label={t('games.blackjack.table')}>
      <TableHand
        id={`${id}dealer`}
        label={t('games.blackjack.dealer')}
        cards={dealer}
        total={dealerText}
        dealing={dealing}
        result={dealerMark}
        // The dealer's blackjack is not drawn as a win (the outline is the player's); a bust one is greyed.
        look={dealerMark === 'bust' ? 'bust' : null}
      />
      <Hands>
        {hands.length === 0 ? (
          <TableHand id={`${id}hand0`} label={label(0)} cards={[]} total="" dealing={dealing} />
        ) : (
          hands.map((hand, i) => {
            const result = resultOf(hand);
            // A natural: a two-card 21 on the first hand (after a split 21 is 21).
            const natural =
              result === 'blackjack' || (!split && hand.cards.length === 2 && hand.total === 21);
            return (
              <TableHand
                key={i}
                id={`${id}hand${i}`}
                label={label(i)}
                cards={hand.cards}
                total={totalText(t, hand.total, hand.soft ?? false, natural)}
                dealing={dealing}
                result={result}
                active={!result && hand.active}
                doubled={hand.doubled}
                stake={hand.stake}
              />
            );
          })
        )}
      </Hands>
      <Caption>
        <span role="status">{said()}</span>
      </Caption>
    </Root>
  );
}
