import { vars } from '@betline/tokens';
import styled, { css, keyframes } from 'styled-components';

const drop = keyframes`
  from {
    transform: translate(-50%, -${vars.space[3]});
    opacity: 0;
  }
`;

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  min-width: 0;
`;

/** The slider's box: as tall as the thumb, with room above for the result marker. */
export const Rail = styled.div`
  --thumb-size: ${vars.dice.thumb.size};

  position: relative;
  height: var(--thumb-size);
  margin-top: calc(${vars.size.control.lg} + ${vars.space[2]});
`;

/** Everything placed on the 0-100 scale lives here: inset by half a thumb, where the thumb's centre runs. */
export const Scale = styled.div`
  position: absolute;
  inset: 0 calc(var(--thumb-size) / 2);
  pointer-events: none;
`;

const stripes = (color: string) => css`
  background-color: ${color};
  background-image: repeating-linear-gradient(
    -45deg,
    ${vars.bgColor.transparent} 0 ${vars.space[1]},
    ${vars.dice.readout.bgColor} ${vars.space[1]} calc(${vars.space[1]} + ${vars.borderWidth.thick})
  );
`;

export const Zone = styled.span<{ $win: boolean }>`
  position: absolute;
  top: 50%;
  height: ${vars.dice.track.height};
  transform: translateY(-50%);

  ${(p) =>
    p.$win
      ? css`
          background-color: ${vars.dice.track.win};
        `
      : stripes(vars.dice.track.lose)}

  &[data-edge='start'] {
    border-start-start-radius: ${vars.radius.full};
    border-end-start-radius: ${vars.radius.full};
  }

  &[data-edge='end'] {
    border-start-end-radius: ${vars.radius.full};
    border-end-end-radius: ${vars.radius.full};
  }
`;

const thumb = css`
  width: var(--thumb-size);
  height: var(--thumb-size);
  border: ${vars.borderWidth.thick} solid ${vars.dice.thumb.borderColor};
  border-radius: ${vars.radius.full};
  background-color: ${vars.dice.thumb.bgColor};
  box-shadow: ${vars.shadow.md};
  cursor: ${vars.cursor.interactive};
`;

export const Range = styled.input`
  position: absolute;
  top: 0;
  height: 100%;
  margin: 0;
  background: ${vars.bgColor.transparent};
  appearance: none;
  cursor: ${vars.cursor.interactive};

  &::-webkit-slider-runnable-track {
    height: 100%;
    background: ${vars.bgColor.transparent};
  }

  &::-webkit-slider-thumb {
    appearance: none;
    ${thumb}
  }

  &::-moz-range-track {
    background: ${vars.bgColor.transparent};
  }

  &::-moz-range-thumb {
    ${thumb}
  }

  &:focus-visible {
    outline: none;
  }

  &:focus-visible::-webkit-slider-thumb {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }

  &:focus-visible::-moz-range-thumb {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }

  &:disabled {
    cursor: ${vars.cursor.disabled};
  }

  &:disabled::-webkit-slider-thumb {
    border-color: ${vars.borderColor.disabled};
    cursor: ${vars.cursor.disabled};
  }

  &:disabled::-moz-range-thumb {
    border-color: ${vars.borderColor.disabled};
    cursor: ${vars.cursor.disabled};
  }
`;

/** The last roll: a flag above the track at the roll, with the number and a tick or a cross. */
export const Marker = styled.span`
  position: absolute;
  bottom: calc(100% + ${vars.space[1]});
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  min-height: ${vars.size.control.md};
  padding: 0 ${vars.space[2]};
  border-radius: ${vars.radius.md};
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.bold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  transform: translateX(-50%);
  animation: ${drop} ${vars.motion.duration.normal} ${vars.motion.easing.enter};

  &[data-won='true'] {
    background-color: ${vars.dice.marker.win.bgColor};
    color: ${vars.dice.marker.win.fgColor};
  }

  &[data-won='false'] {
    background-color: ${vars.dice.marker.lose.bgColor};
    color: ${vars.dice.marker.lose.fgColor};
  }

  /* The pin under the flag points at the roll on the track. */
  &::after {
    content: '';
    position: absolute;
    top: 100%;
    left: 50%;
    width: ${vars.space[2]};
    height: ${vars.space[2]};
    background-color: inherit;
    transform: translate(-50%, -50%) rotate(45deg);
  }

  & svg {
    width: ${vars.size.icon.md};
    height: ${vars.size.icon.md};
  }

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const Ticks = styled.div`
  position: relative;
  height: ${vars.fontSize.xs};
  margin: 0 calc(${vars.dice.thumb.size} / 2);
  color: ${vars.fgColor.muted};
  font-size: ${vars.fontSize.xs};
  font-variant-numeric: tabular-nums;
  line-height: 1;

  & span {
    position: absolute;
    transform: translateX(-50%);
  }
`;

export const Readouts = styled.dl`
  display: grid;
  margin: 0;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${vars.space[2]};
`;

export const Readout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  padding: ${vars.space[2]} ${vars.space[3]};
  border-radius: ${vars.radius.md};
  background-color: ${vars.dice.readout.bgColor};
  color: ${vars.dice.readout.fgColor};

  & dt {
    color: ${vars.dice.readout.label.fgColor};
    font-size: ${vars.fontSize.xs};
    font-weight: ${vars.fontWeight.medium};
  }

  & dd {
    margin: 0;
    font-size: ${vars.fontSize.xl};
    font-weight: ${vars.fontWeight.bold};
    font-variant-numeric: tabular-nums;
    line-height: ${vars.lineHeight.tight};
  }

  @media (max-width: 719px) {
    padding: ${vars.space[2]};

    & dd {
      font-size: ${vars.fontSize.lg};
    }
  }
`;

export const Direction = styled.fieldset`
  display: inline-flex;
  align-self: start;
  gap: ${vars.space[1]};
  margin: 0;
  padding: ${vars.space[1]};
  border: 0;
  border-radius: ${vars.radius.md};
  background-color: ${vars.bgColor.inset};
`;

export const Segment = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  min-height: ${vars.size.control.sm};
  padding: 0 ${vars.space[3]};
  border-radius: ${vars.radius.sm};
  color: ${vars.fgColor.muted};
  font-weight: ${vars.fontWeight.medium};
  cursor: ${vars.cursor.interactive};

  & input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: inherit;
  }

  &:has(input:checked) {
    background-color: ${vars.bgColor.raised};
    color: ${vars.fgColor.default};
    box-shadow: ${vars.shadow.sm};
  }

  &:has(input:focus-visible) {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }

  &:has(input:disabled) {
    cursor: ${vars.cursor.disabled};
  }

  &:has(input:disabled:not(:checked)) {
    color: ${vars.fgColor.disabled};
  }
`;

export const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
`;

export const Hint = styled.p`
  margin: 0;
  color: ${vars.fgColor.muted};
  font-size: ${vars.fontSize.xs};
`;
