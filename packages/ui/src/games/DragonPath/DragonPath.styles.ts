import { vars } from '@betline/tokens';
import styled, { css, keyframes } from 'styled-components';

const knock = keyframes`
  50% {
    transform: rotateY(-35deg);
  }
`;

export { BoardRoot as Root } from '../board.styles';

export const Status = styled.p`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-height: ${vars.size.control.md};
  margin: 0;
  color: ${vars.fgColor.default};
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.semibold};

  &[data-met] {
    padding: ${vars.space[2]} ${vars.space[3]};
    border: ${vars.borderWidth.thick} solid ${vars.borderColor.danger};
    border-radius: ${vars.radius.md};
    background-color: ${vars.bgColor.danger.muted};
  }
`;

export const StatusArt = styled.span`
  flex: none;
  width: ${vars.size.control.md};
  height: ${vars.size.control.md};
`;

export const Hint = styled.p`
  margin: 0;
  color: ${vars.fgColor.muted};
  font-size: ${vars.fontSize.sm};
`;

/** The tower: level 1 at the bottom (the list keeps the order of play for assistive technology). */
export const Tower = styled.ol`
  display: flex;
  flex-direction: column-reverse;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Level = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${vars.space[2]} ${vars.space[3]};
  padding: ${vars.space[2]} ${vars.space[3]};
  border: ${vars.borderWidth.default} solid ${vars.borderColor.muted};
  border-radius: ${vars.radius.md};
  background-color: ${vars.bgColor.inset};

  &[data-state='passed'] {
    border-color: ${vars.borderColor.success};
  }

  &[data-state='current'] {
    border: ${vars.borderWidth.thick} solid ${vars.borderColor.accent};
    background-color: ${vars.bgColor.raised};
    box-shadow: ${vars.shadow.sm};
  }

  &[data-state='lost'] {
    border: ${vars.borderWidth.thick} solid ${vars.borderColor.danger};
    background-color: ${vars.bgColor.danger.muted};
  }

  /* Levels not reached or not played: dashed; the doors of those ahead dim (the text keeps its contrast). */
  &[data-state='ahead'],
  &[data-state='unplayed'] {
    border-style: dashed;
  }

  @media (max-width: 479px) {
    gap: ${vars.space[2]};
    padding: ${vars.space[2]};
  }
`;

export const LevelNumber = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${vars.space[6]};
  height: ${vars.space[6]};
  border-radius: ${vars.radius.full};
  background-color: ${vars.bgColor.surface};
  color: ${vars.fgColor.default};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.bold};
  font-variant-numeric: tabular-nums;
  box-shadow: inset 0 0 0 ${vars.borderWidth.default} ${vars.borderColor.default};
`;

export const Doors = styled.div`
  display: flex;
  justify-content: center;
  gap: ${vars.space[2]};

  [data-state='ahead'] > & {
    opacity: 0.5;
  }
`;

/**
 * A door: an arched frame with the room behind it (a treasure or the dragon) and the door leaf in front,
 * which swings open on its hinge in 3D (no swinging under reduced motion).
 */
const doorFrame = css`
  position: relative;
  flex: 1 1 0;
  min-width: ${vars.size.control.lg};
  max-width: calc(${vars.size.control.lg} * 1.5);
  aspect-ratio: 4 / 5;
  padding: 0;
  overflow: visible;
  border: ${vars.borderWidth.thick} solid ${vars.borderColor.strong};
  border-radius: ${vars.radius.full} ${vars.radius.full} ${vars.radius.sm} ${vars.radius.sm};
  background-color: ${vars.bgColor.canvas};
  color: inherit;
  font: inherit;
  perspective: calc(${vars.size.control.lg} * 6);
`;

/** What is behind the door, drawn in the room. */
export const Room = styled.span`
  position: absolute;
  inset: 12%;
  display: block;
`;

export const Leaf = styled.span`
  position: absolute;
  inset: 0;
  display: block;
  border-radius: inherit;
  background-color: ${vars.bgColor.raised};
  background-image: linear-gradient(
    90deg,
    ${vars.bgColor.transparent} 0 30%,
    ${vars.borderColor.muted} 30% calc(30% + ${vars.borderWidth.default}),
    ${vars.bgColor.transparent} calc(30% + ${vars.borderWidth.default}) 70%,
    ${vars.borderColor.muted} 70% calc(70% + ${vars.borderWidth.default}),
    ${vars.bgColor.transparent} calc(70% + ${vars.borderWidth.default})
  );
  transform-origin: left center;
  transition: transform ${vars.motion.duration.slow} ${vars.motion.easing.standard};

  /* The knob. */
  &::after {
    content: '';
    position: absolute;
    top: 55%;
    right: 14%;
    width: ${vars.space[2]};
    height: ${vars.space[2]};
    border-radius: ${vars.radius.full};
    background-color: ${vars.bgColor.warning.emphasis};
    box-shadow: 0 0 0 ${vars.borderWidth.default} ${vars.fgColor.default};
  }

  [data-open] > & {
    transform: rotateY(-80deg);
  }

  [data-opening] > & {
    transform: rotateY(-20deg);
    animation: ${knock} ${vars.motion.duration.spinner} ${vars.motion.easing.standard} infinite;
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;

    [data-opening] > & {
      animation: none;
    }
  }
`;

export const DoorShape = styled.span`
  ${doorFrame}
  display: block;

  &[data-met] {
    border-color: ${vars.borderColor.danger};
    box-shadow: 0 0 0 ${vars.borderWidth.thick} ${vars.borderColor.danger};
  }

  &[data-safe] {
    border-color: ${vars.borderColor.success};
  }
`;

export const DoorButton = styled.button`
  ${doorFrame}
  display: block;
  border-color: ${vars.borderColor.accent};
  cursor: ${vars.cursor.interactive};

  &:hover:not([aria-disabled='true']) ${Leaf} {
    background-color: ${vars.bgColor.hover};
  }

  &:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }

  &[aria-disabled='true'] {
    cursor: ${vars.cursor.disabled};
  }

  &[data-opening] {
    cursor: ${vars.cursor.busy};
  }
`;

/**
 * A mark on the chosen door: a tick where the level was passed, a cross where the dragon was met (not colour
 * alone).
 */
export const ChoiceMark = styled.span`
  position: absolute;
  top: calc(${vars.space[2]} * -1);
  inset-inline-end: calc(${vars.space[2]} * -1);
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${vars.size.icon.lg};
  height: ${vars.size.icon.lg};
  border-radius: ${vars.radius.full};
  background-color: ${vars.bgColor.danger.emphasis};
  color: ${vars.fgColor.onEmphasis};
  font-size: ${vars.fontSize.sm};

  & svg {
    stroke-width: 2.5;
  }

  &[data-kind='safe'] {
    background-color: ${vars.bgColor.success.emphasis};
  }
`;

export const Prize = styled.span`
  min-width: calc(${vars.size.control.lg} * 1.25);
  color: ${vars.fgColor.muted};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
  font-variant-numeric: tabular-nums;
  text-align: end;
  white-space: nowrap;

  &[data-reached] {
    color: ${vars.fgColor.default};
  }

  /* The prize held now: a bold chip. */
  &[data-held] {
    padding: ${vars.space[1]} ${vars.space[2]};
    border-radius: ${vars.radius.sm};
    background-color: ${vars.bgColor.success.muted};
    box-shadow: inset 0 0 0 ${vars.borderWidth.default} ${vars.borderColor.success};
    color: ${vars.fgColor.default};
    font-size: ${vars.fontSize.md};
    font-weight: ${vars.fontWeight.bold};
  }

  &[data-lost] {
    text-decoration: line-through;
  }
`;

/** The drawings (dragon, treasure) take their colours from the tokens through classes. */
export const Art = styled.svg`
  display: block;
  width: 100%;
  height: 100%;
  overflow: visible;

  & .ink {
    stroke: ${vars.fgColor.default};
    stroke-width: 3;
    stroke-linejoin: round;
    stroke-linecap: round;
  }

  & .dragon {
    fill: ${vars.bgColor.danger.emphasis};
  }

  & .belly {
    fill: ${vars.bgColor.warning.emphasis};
  }

  & .eye {
    fill: ${vars.bgColor.warning.emphasis};
  }

  & .pupil {
    fill: ${vars.fgColor.default};
  }

  & .tooth {
    fill: ${vars.fgColor.onEmphasis};
  }

  & .fire {
    fill: ${vars.bgColor.warning.emphasis};
  }

  & .gold {
    fill: ${vars.bgColor.warning.emphasis};
  }

  & .chest {
    fill: ${vars.fgColor.warning};
  }

  & .shine {
    fill: ${vars.fgColor.onEmphasis};
    opacity: 0.7;
  }
`;
