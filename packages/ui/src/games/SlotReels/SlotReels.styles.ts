import { vars } from '@betline/tokens';
import styled, { css, keyframes } from 'styled-components';

/**
 * The reel strip of a spinning reel holds the result (the first rows) and two copies of a filler period
 * below it. `--strip-spin-from` / `--strip-spin-to` (set inline from the row counts) scroll the first filler
 * copy into view and back, which loops seamlessly; the landing scrolls on down onto the result.
 */
const spin = keyframes`
  from {
    transform: translateY(var(--strip-spin-from));
  }
  to {
    transform: translateY(var(--strip-spin-to));
  }
`;

/** The same loop under another name, so that a reel switching from spinning to landing starts afresh. */
const lead = keyframes`
  from {
    transform: translateY(var(--strip-spin-from));
    filter: blur(${vars.slot.reel.blur});
  }
  to {
    transform: translateY(var(--strip-spin-to));
    filter: blur(${vars.slot.reel.blur});
  }
`;

const land = keyframes`
  0% {
    transform: translateY(var(--strip-spin-from));
    filter: blur(${vars.slot.reel.blur});
  }
  72% {
    transform: translateY(var(--strip-overshoot));
    filter: blur(0);
  }
  100% {
    transform: translateY(0);
    filter: blur(0);
  }
`;

const pulse = keyframes`
  50% {
    transform: scale(1.1);
  }
`;

/** The wins appear once the last reel has landed (`--reveal-delay`, set while landing). */
const reveal = keyframes`
  from {
    opacity: 0;
  }
`;

const undim = keyframes`
  from {
    opacity: 1;
  }
`;

const revealAfterLanding = css`
  [data-landing] & {
    animation: ${reveal} ${vars.motion.duration.normal} ${vars.motion.easing.standard} var(--reveal-delay)
      backwards;
  }

  @media (prefers-reduced-motion: reduce) {
    [data-landing] & {
      animation: none;
    }
  }
`;

const glow = keyframes`
  50% {
    box-shadow:
      0 0 0 ${vars.borderWidth.thick} ${vars.slot.line.color},
      0 0 ${vars.space[6]} ${vars.space[1]} ${vars.slot.line.color};
  }
`;

export const Machine = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  width: 100%;
  max-width: ${vars.slot.cabinet.maxWidth};
  margin-inline: auto;
  padding: ${vars.space[3]};
  border-radius: ${vars.slot.cabinet.borderRadius};
  background: linear-gradient(180deg, ${vars.slot.cabinet.bgColor.top}, ${vars.slot.cabinet.bgColor.bottom});
  box-shadow: ${vars.shadow.lg};
  color: ${vars.slot.cabinet.fgColor.rest};

  &[data-landing] {
    --reveal-delay: calc(${vars.slot.reel.spinDuration} * var(--reels) + ${vars.slot.reel.landDuration});
  }
`;

/** The gold trim around the reel window; the line numbers sit on it. */
export const Frame = styled.div`
  --frame-pad: ${vars.space[2]};
  --badge-step: calc(${vars.size.icon.lg} + ${vars.space[1]});

  position: relative;
  padding: var(--frame-pad);
  border-radius: ${vars.slot.cabinet.borderRadius};
  background: linear-gradient(
    180deg,
    ${vars.slot.cabinet.trim.from},
    ${vars.slot.cabinet.trim.to} 50%,
    ${vars.slot.cabinet.trim.from}
  );
  box-shadow: ${vars.shadow.md};

  [data-status='bigWin'] > & {
    box-shadow:
      0 0 0 ${vars.borderWidth.thick} ${vars.slot.line.color},
      0 0 ${vars.space[4]} ${vars.slot.line.color};
    animation: ${glow} calc(${vars.slot.reel.landDuration} * 2) ${vars.motion.easing.standard} 3;
  }

  @media (prefers-reduced-motion: reduce) {
    [data-status='bigWin'] > & {
      animation: none;
    }
  }
`;

export const Window = styled.div`
  position: relative;
  display: grid;
  grid-auto-columns: 1fr;
  grid-auto-flow: column;
  overflow: hidden;
  border-radius: ${vars.radius.md};
  background-color: ${vars.slot.reel.separatorColor};
  box-shadow: inset 0 0 0 ${vars.borderWidth.default} ${vars.slot.line.haloColor};
`;

export const Reel = styled.div`
  position: relative;
  overflow: hidden;
  background: linear-gradient(
    180deg,
    ${vars.slot.reel.shadeColor},
    ${vars.slot.reel.bgColor} 22%,
    ${vars.slot.reel.bgColor} 78%,
    ${vars.slot.reel.shadeColor}
  );

  & + & {
    box-shadow: inset ${vars.borderWidth.thick} 0 0 ${vars.slot.reel.separatorColor};
  }

  /* The drum: the top and bottom of the reel turn away into shadow, over the symbols too. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(
      180deg,
      ${vars.slot.reel.shadeColor},
      ${vars.bgColor.transparent} 24%,
      ${vars.bgColor.transparent} 76%,
      ${vars.slot.reel.shadeColor}
    );
    opacity: 0.55;
    pointer-events: none;
  }
`;

export const Strip = styled.div`
  display: flex;
  flex-direction: column;
  height: var(--strip-size, 100%);

  &[data-phase='spin'] {
    transform: translateY(var(--strip-spin-still));
    filter: blur(${vars.slot.reel.blur});
    animation: ${spin} ${vars.slot.reel.spinDuration} ${vars.motion.easing.linear} infinite;
  }

  &[data-phase='land'] {
    animation:
      ${lead} ${vars.slot.reel.spinDuration} ${vars.motion.easing.linear} var(--strip-lead),
      ${land} ${vars.slot.reel.landDuration} ${vars.motion.easing.enter}
        calc(${vars.slot.reel.spinDuration} * var(--strip-lead));
  }

  /* No spinning under reduced motion: a spinning reel is a still blur, and the result simply appears. */
  @media (prefers-reduced-motion: reduce) {
    &[data-phase='spin'],
    &[data-phase='land'] {
      animation: none;
    }
  }
`;

export const Cell = styled.div`
  position: relative;
  display: flex;
  flex: 1 1 0;
  align-items: center;
  justify-content: center;
  min-height: 0;
  padding: 12%;
  transition: opacity ${vars.motion.duration.normal} ${vars.motion.easing.standard};

  &[data-dim] {
    opacity: ${vars.slot.cell.dimOpacity};
  }

  [data-landing] &[data-dim] {
    animation: ${undim} ${vars.motion.duration.normal} ${vars.motion.easing.standard} var(--reveal-delay)
      backwards;
  }

  [data-landing] &[data-win]::before {
    animation: ${reveal} ${vars.motion.duration.normal} ${vars.motion.easing.standard} var(--reveal-delay)
      backwards;
  }

  @media (prefers-reduced-motion: reduce) {
    [data-landing] &[data-dim],
    [data-landing] &[data-win]::before {
      animation: none;
    }
  }

  &[data-win]::before {
    content: '';
    position: absolute;
    inset: 5%;
    border: ${vars.borderWidth.thick} solid ${vars.slot.cell.win.borderColor};
    border-radius: ${vars.radius.md};
    background: radial-gradient(closest-side, ${vars.slot.cell.win.bgColor}, ${vars.bgColor.transparent});
    box-shadow:
      0 0 0 ${vars.borderWidth.default} ${vars.slot.line.haloColor},
      inset 0 0 0 ${vars.borderWidth.default} ${vars.slot.line.haloColor};
  }
`;

export const SymbolBox = styled.span`
  position: relative;
  display: block;
  width: 100%;
  height: 100%;

  [data-win] > & {
    animation: ${pulse} calc(${vars.slot.reel.landDuration} * 1.5) ${vars.motion.easing.standard}
      var(--reveal-delay, 0s) 3;
  }

  @media (prefers-reduced-motion: reduce) {
    [data-win] > & {
      animation: none;
    }
  }
`;

export const Lines = styled.svg`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  overflow: visible;
  pointer-events: none;
  ${revealAfterLanding}

  & polyline {
    fill: none;
    stroke-linecap: round;
    stroke-linejoin: round;
    vector-effect: non-scaling-stroke;
  }

  & .halo {
    stroke: ${vars.slot.line.haloColor};
    stroke-width: calc(${vars.slot.line.width} + ${vars.borderWidth.thick} * 2);
    opacity: 0.7;
  }

  & .line {
    stroke: ${vars.slot.line.color};
    stroke-width: ${vars.slot.line.width};
  }
`;

export const LineBadge = styled.span`
  position: absolute;
  left: calc(var(--frame-pad) / 2);
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${vars.size.icon.lg};
  height: ${vars.size.icon.lg};
  padding: 0 ${vars.space[1]};
  border: ${vars.borderWidth.default} solid ${vars.slot.line.haloColor};
  border-radius: ${vars.radius.full};
  background-color: ${vars.slot.line.badge.bgColor};
  color: ${vars.slot.line.badge.fgColor};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.bold};
  font-variant-numeric: tabular-nums;
  line-height: 1;
  transform: translate(-50%, -50%);
  pointer-events: none;
  ${revealAfterLanding}
`;

/** The win meter: an LCD panel under the reels. */
export const Meter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${vars.space[1]} ${vars.space[3]};
  min-height: ${vars.size.control.lg};
  padding: ${vars.space[2]} ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background-color: ${vars.slot.meter.bgColor};
  box-shadow: inset 0 0 0 ${vars.borderWidth.default} ${vars.slot.cabinet.trim.to};
`;

export const MeterLabel = styled.span`
  color: ${vars.slot.meter.mutedFgColor};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.semibold};
  text-transform: uppercase;

  [data-status='bigWin'] & {
    color: ${vars.slot.meter.fgColor};
  }
`;

export const MeterAmount = styled.span`
  color: ${vars.slot.meter.fgColor};
  font-size: ${vars.fontSize['2xl']};
  font-weight: ${vars.fontWeight.bold};
  font-variant-numeric: tabular-nums;
  line-height: ${vars.lineHeight.tight};

  [data-status='bigWin'] & {
    font-size: ${vars.fontSize['3xl']};
  }
`;

export const MeterMain = styled.span`
  ${revealAfterLanding}

  display: inline-flex;
  align-items: baseline;
  gap: ${vars.space[2]};
`;

export const MeterNote = styled.span`
  ${revealAfterLanding}

  color: ${vars.slot.meter.mutedFgColor};
  font-size: ${vars.fontSize.sm};
`;

export const MeterMessage = styled.span`
  ${revealAfterLanding}

  align-self: center;
  width: 100%;
  color: ${vars.slot.meter.mutedFgColor};
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.semibold};
  text-align: center;

  [data-status='loss'] & {
    color: ${vars.slot.meter.lossFgColor};
  }
`;

export const WinList = styled.ul`
  ${revealAfterLanding}

  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const WinChip = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-height: ${vars.size.control.md};
  padding: 0 ${vars.space[3]};
  border: ${vars.borderWidth.default} solid ${vars.slot.cabinet.trim.to};
  border-radius: ${vars.radius.full};
  background-color: ${vars.slot.meter.bgColor};
  color: ${vars.slot.meter.lossFgColor};
  font: inherit;
  font-size: ${vars.fontSize.sm};
  font-variant-numeric: tabular-nums;
  cursor: ${vars.cursor.interactive};

  &:hover {
    border-color: ${vars.slot.line.color};
  }

  &[aria-pressed='true'] {
    border-color: ${vars.slot.line.color};
    box-shadow: inset 0 0 0 ${vars.borderWidth.default} ${vars.slot.line.color};
  }

  &:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }

  &[data-static] {
    cursor: default;
  }
`;

export const ChipSymbols = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  font-weight: ${vars.fontWeight.semibold};

  & svg {
    width: ${vars.size.icon.lg};
    height: ${vars.size.icon.lg};
  }
`;

export const ChipAmount = styled.span`
  color: ${vars.slot.meter.fgColor};
  font-weight: ${vars.fontWeight.bold};
`;
