import { vars } from '@betline/tokens';
import styled, { keyframes } from 'styled-components';

const turn = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[3]};
  width: 100%;
  max-width: ${vars.size.layout.formWidth};
  margin-inline: auto;
`;

/** The safe's door: a steel plate with bolts in the corners and hinges on one side. */
export const Door = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[4]};
  width: 100%;
  padding: ${vars.space[6]} ${vars.space[5]};
  border: ${vars.borderWidth.thick} solid ${vars.borderColor.strong};
  border-radius: ${vars.radius.lg};
  background-image: linear-gradient(160deg, ${vars.bgColor.raised}, ${vars.bgColor.inset});
  box-shadow: ${vars.shadow.md};

  &[data-open] {
    border-color: ${vars.borderColor.success};
  }

  @media (max-width: 479px) {
    padding: ${vars.space[5]} ${vars.space[3]};
  }
`;

export const Bolt = styled.span`
  position: absolute;
  width: ${vars.space[3]};
  height: ${vars.space[3]};
  border: ${vars.borderWidth.default} solid ${vars.borderColor.default};
  border-radius: ${vars.radius.full};
  background-color: ${vars.fgColor.muted};

  &[data-corner='top-start'] {
    top: ${vars.space[2]};
    inset-inline-start: ${vars.space[2]};
  }

  &[data-corner='top-end'] {
    top: ${vars.space[2]};
    inset-inline-end: ${vars.space[2]};
  }

  &[data-corner='bottom-start'] {
    bottom: ${vars.space[2]};
    inset-inline-start: ${vars.space[2]};
  }

  &[data-corner='bottom-end'] {
    bottom: ${vars.space[2]};
    inset-inline-end: ${vars.space[2]};
  }
`;

export const Hinge = styled.span`
  position: absolute;
  inset-inline-start: calc(${vars.space[1]} * -1 - ${vars.borderWidth.thick});
  width: ${vars.space[1]};
  height: ${vars.space[8]};
  border-radius: ${vars.radius.sm};
  background-color: ${vars.borderColor.strong};

  &[data-at='top'] {
    top: 20%;
  }

  &[data-at='bottom'] {
    bottom: 20%;
  }
`;

/** The handle wheel: it turns while the code is checked, and stands open when every digit is in place. */
export const Wheel = styled.svg`
  display: block;
  width: calc(${vars.size.control.lg} * 2);
  height: calc(${vars.size.control.lg} * 2);

  & .rim {
    fill: none;
    stroke: ${vars.borderColor.strong};
    stroke-width: 7;
  }

  & .spoke {
    stroke: ${vars.borderColor.strong};
    stroke-width: 5;
    stroke-linecap: round;
  }

  & .knob {
    fill: ${vars.bgColor.warning.emphasis};
    stroke: ${vars.fgColor.default};
    stroke-width: 2;
  }

  & .hub {
    fill: ${vars.bgColor.raised};
    stroke: ${vars.fgColor.default};
    stroke-width: 3;
  }

  &[data-turning] {
    animation: ${turn} calc(${vars.motion.duration.spinner} * 2) ${vars.motion.easing.linear} infinite;
  }

  &[data-open] {
    transform: rotate(90deg);
  }

  @media (prefers-reduced-motion: reduce) {
    &[data-turning] {
      animation: none;
    }
  }
`;

/** The dials sit on a recessed plate in front of the door. */
export const Dials = styled.div`
  display: flex;
  justify-content: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[3]};
  border: ${vars.borderWidth.default} solid ${vars.borderColor.default};
  border-radius: ${vars.radius.md};
  background-color: ${vars.bgColor.inset};

  @media (max-width: 479px) {
    gap: ${vars.space[2]};
    padding: ${vars.space[2]};
  }
`;

export const Dial = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[1]};
`;

export const StepButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${vars.size.control.lg};
  height: ${vars.size.control.lg};
  padding: 0;
  border: ${vars.borderWidth.default} solid ${vars.borderColor.default};
  border-radius: ${vars.radius.md};
  background-color: ${vars.bgColor.raised};
  color: ${vars.fgColor.default};
  font-size: ${vars.fontSize.xl};
  cursor: ${vars.cursor.interactive};

  &:hover:not(:disabled) {
    background-color: ${vars.bgColor.hover};
  }

  &:active:not(:disabled) {
    background-color: ${vars.bgColor.active};
  }

  &:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }

  &:disabled {
    color: ${vars.fgColor.disabled};
    cursor: ${vars.cursor.disabled};
  }
`;

/** One digit: a text field with the spin button role (a numeric keypad on phones). */
export const Digit = styled.input`
  width: ${vars.size.control.lg};
  height: calc(${vars.size.control.lg} * 1.4);
  padding: 0;
  border: ${vars.borderWidth.thick} solid ${vars.borderColor.strong};
  border-radius: ${vars.radius.md};
  background-color: ${vars.bgColor.canvas};
  color: ${vars.fgColor.default};
  font-family: ${vars.fontFamily.mono};
  font-size: ${vars.fontSize['3xl']};
  font-weight: ${vars.fontWeight.bold};
  font-variant-numeric: tabular-nums;
  text-align: center;
  caret-color: ${vars.bgColor.transparent};
  box-shadow: ${vars.shadow.sm};

  &::selection {
    background-color: ${vars.bgColor.transparent};
  }

  &:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }

  &:read-only {
    cursor: ${vars.cursor.disabled};
  }

  &:disabled {
    border-color: ${vars.borderColor.disabled};
    color: ${vars.fgColor.disabled};
    cursor: ${vars.cursor.disabled};
  }
`;

/** The safe's digit under the player's, with a tick (in place) or a cross (not), the miss dashed. */
export const Reveal = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[1]};
  min-width: ${vars.size.control.lg};
  min-height: ${vars.size.control.md};
  padding: 0 ${vars.space[1]};
  border: ${vars.borderWidth.thick} dashed ${vars.borderColor.danger};
  border-radius: ${vars.radius.md};
  background-color: ${vars.bgColor.danger.muted};
  color: ${vars.fgColor.default};
  font-family: ${vars.fontFamily.mono};
  font-size: ${vars.fontSize.xl};
  font-weight: ${vars.fontWeight.bold};
  font-variant-numeric: tabular-nums;

  & svg {
    flex: none;
    width: ${vars.size.icon.md};
    height: ${vars.size.icon.md};
    color: ${vars.fgColor.danger};
    stroke-width: 2.5;
  }

  &[data-in-place] {
    border-style: solid;
    border-color: ${vars.borderColor.success};
    background-color: ${vars.bgColor.success.muted};
  }

  &[data-in-place] svg {
    color: ${vars.fgColor.success};
  }
`;

export const Summary = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  margin: 0;
  color: ${vars.fgColor.default};
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.semibold};
  text-align: center;

  &[data-open] {
    color: ${vars.fgColor.success};
  }
`;

export const Hint = styled.p`
  margin: 0;
  color: ${vars.fgColor.muted};
  font-size: ${vars.fontSize.sm};
`;
