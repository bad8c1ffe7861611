import { vars } from '@betline/tokens';
import styled from 'styled-components';
import { CARD_WIDTH, Card } from '../PlayingCard/PlayingCard.styles';

/*
 * The hand's own width (a container query, wherever the app puts it) decides its layout:
 * - 480 and up: cards of the card's `md` size, "Hold" on a padded label under each;
 * - 350 to 479: the same cards closer together, the word in the small size filling its column (the longest
 *   word, Russian "Держать", still fits);
 * - under 350 (a 320 or 375 phone's column): cards of the card's `sm` size, a check box under each instead
 *   of the word, which would not fit in every language (the name still says it: "Hold Queen of hearts").
 */

/** The hand: the row of cards and the line under it. */
export const Root = styled.div`
  container-type: inline-size;
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  width: 100%;
  min-width: 0;
`;

/** The five cards in a row, with room above them for the winning ones to rise with their stars. */
export const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(5, auto);
  justify-content: center;
  gap: ${vars.space[2]};
  padding-block-start: ${vars.space[5]};

  @container (max-width: 479px) {
    grid-template-columns: repeat(5, minmax(0, 1fr));
    gap: ${vars.space[1]};
  }

  /* The card's sm size (PlayingCard size="sm"), applied by the hand's width rather than a prop. */
  @container (max-width: 349px) {
    & ${Card}[data-size='md'] {
      width: ${CARD_WIDTH.sm};
      border-radius: ${vars.radius.sm};
      font-size: ${vars.fontSize.xs};
    }
  }
`;

/** A card and its hold label: one toggle button, so a press on the card holds it too. */
export const Slot = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[3]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.md};
  background: ${vars.bgColor.transparent};
  color: inherit;
  font: inherit;
  cursor: ${vars.cursor.interactive};

  &:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }

  &[aria-disabled='true'] {
    cursor: ${vars.cursor.disabled};
  }
`;

/** Holds the card; a winning card rises and is ringed, with a star at its corner. */
export const CardFrame = styled.span`
  position: relative;
  display: flex;
  border-radius: ${vars.radius.md};
  transition: transform ${vars.motion.duration.normal} ${vars.motion.easing.standard};

  [data-winning] > & {
    box-shadow:
      0 0 0 ${vars.borderWidth.thick} ${vars.borderColor.success},
      0 0 0 calc(${vars.borderWidth.thick} * 2) ${vars.bgColor.success.muted};
    transform: translateY(calc(${vars.space[2]} * -1));
  }

  @container (max-width: 349px) {
    border-radius: ${vars.radius.sm};
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/** A round mark on the card's edge: the star of a winning card, the check of a held one. */
const Mark = styled.span`
  position: absolute;
  display: inline-flex;
  width: ${vars.size.icon.lg};
  height: ${vars.size.icon.lg};
  padding: ${vars.space[0]};
  border-radius: ${vars.radius.full};
  box-shadow: 0 0 0 ${vars.borderWidth.thick} ${vars.bgColor.raised};
  pointer-events: none;

  & svg {
    width: 100%;
    height: 100%;
  }
`;

/** The star on a winning card, at its top corner: the win is not shown by colour alone. */
export const WinMark = styled(Mark)`
  top: calc(${vars.space[2]} * -1);
  inset-inline-end: calc(${vars.space[2]} * -1);
  background-color: ${vars.bgColor.success.emphasis};
  color: ${vars.fgColor.onEmphasis};

  & svg {
    fill: currentColor;
  }
`;

/**
 * The check on a held card, in the middle of its bottom edge above the filled label: held is not shown by
 * colour alone. A narrow hand's check box says it instead.
 */
export const HeldMark = styled(Mark)`
  bottom: calc(${vars.space[2]} * -1);
  inset-inline-start: calc(50% - ${vars.size.icon.lg} / 2);
  background-color: ${vars.bgColor.accent.emphasis};
  color: ${vars.fgColor.onAccent};

  & svg {
    stroke-width: 2.5;
  }

  @container (max-width: 349px) {
    display: none;
  }
`;

/** The label under the card: the word "Hold", filled while the card is held; a check box when narrow. */
export const HoldLabel = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  max-width: 100%;
  min-height: ${vars.size.control.sm};
  padding: 0 ${vars.space[2]};
  border: ${vars.borderWidth.thick} solid ${vars.borderColor.default};
  border-radius: ${vars.radius.full};
  background-color: ${vars.bgColor.raised};
  color: ${vars.fgColor.default};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.tight};
  white-space: nowrap;
  transition: background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  /* The states are the button's (the Slot around the label); the label itself is not a control. */
  :not([aria-disabled='true']):not([aria-pressed='true']):hover > & {
    background-color: ${vars.bgColor.hover};
  }

  [aria-pressed='true'] > & {
    border-color: ${vars.borderColor.accent};
    background-color: ${vars.bgColor.accent.emphasis};
    color: ${vars.fgColor.onAccent};
  }

  [aria-disabled='true']:not([aria-pressed='true']) > & {
    border-style: dashed;
    border-color: ${vars.borderColor.muted};
    background-color: ${vars.bgColor.transparent};
    color: ${vars.fgColor.muted};
  }

  @container (max-width: 479px) {
    width: 100%;
    padding: 0;
    font-size: ${vars.fontSize.xs};
  }

  @container (max-width: 349px) {
    width: auto;
    min-height: 0;
    border: 0;
    background-color: ${vars.bgColor.transparent};

    [aria-pressed='true'] > &,
    [aria-disabled='true']:not([aria-pressed='true']) > & {
      background-color: ${vars.bgColor.transparent};
    }
  }
`;

export const HoldWord = styled.span`
  @container (max-width: 349px) {
    display: none;
  }
`;

/** The check box that stands for the word on a narrow hand: empty, or filled and checked when held. */
export const HoldBox = styled.span`
  display: none;

  @container (max-width: 349px) {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: ${vars.size.control.sm};
    height: ${vars.size.control.sm};
    border: ${vars.borderWidth.thick} solid ${vars.borderColor.strong};
    border-radius: ${vars.radius.sm};
    background-color: ${vars.bgColor.raised};
    color: ${vars.fgColor.onAccent};
    font-size: ${vars.size.icon.md};

    & svg {
      stroke-width: 2.5;
    }

    [aria-pressed='true'] > * > & {
      border-color: ${vars.borderColor.accent};
      background-color: ${vars.bgColor.accent.emphasis};
    }

    [aria-disabled='true']:not([aria-pressed='true']) > * > & {
      border-style: dashed;
      border-color: ${vars.borderColor.muted};
      background-color: ${vars.bgColor.transparent};
    }
  }
`;

/** The line under the cards (the hand's name); as tall as a line when empty, so nothing jumps. */
export const Caption = styled.p`
  margin: 0;
  min-height: calc(${vars.fontSize.lg} * ${vars.lineHeight.normal});
  color: ${vars.fgColor.default};
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.normal};
  text-align: center;
`;
