import { vars } from '@betline/tokens';
import styled, { keyframes } from 'styled-components';

const popIn = keyframes`
  from {
    transform: translate(-50%, -50%) scale(0.7);
    opacity: 0;
  }
`;

const shine = keyframes`
  from {
    background-position: 200% 0;
  }
  to {
    background-position: -200% 0;
  }
`;

export const Stage = styled.section`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow: hidden;
  border: ${vars.borderWidth.default} solid ${vars.gameStage.borderColor};
  border-radius: ${vars.gameStage.borderRadius};
  background-color: ${vars.gameStage.bgColor};
  color: ${vars.fgColor.default};
`;

export const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]} ${vars.space[3]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border-bottom: ${vars.borderWidth.default} solid ${vars.gameStage.borderColor};

  & h2 {
    margin: 0;
  }
`;

export const HeaderEnd = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  margin-inline-start: auto;
`;

export const Area = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  justify-content: center;
  min-height: calc(${vars.size.control.lg} * 6);
  padding: ${vars.space[4]};
  background-color: ${vars.gameStage.area.bgColor};

  @media (max-width: 719px) {
    padding: ${vars.space[3]};
  }
`;

export const AreaContent = styled.div`
  min-width: 0;

  &[inert] {
    opacity: 0.6;
    filter: grayscale(1);
  }
`;

/** The veil over the game while it is refused or reconnecting; the words sit on a card in the middle. */
export const Overlay = styled.div`
  position: absolute;
  inset: 0;
  z-index: 1;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${vars.space[4]};
  background-color: ${vars.gameStage.overlay.bgColor};
`;

export const OverlayCard = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[2]};
  max-width: ${vars.size.layout.formWidth};
  padding: ${vars.space[6]};
  border: ${vars.borderWidth.default} solid ${vars.gameStage.borderColor};
  border-radius: ${vars.gameStage.borderRadius};
  background-color: ${vars.gameStage.bgColor};
  box-shadow: ${vars.shadow.lg};
  color: ${vars.gameStage.overlay.fgColor};
  text-align: center;
`;

export const OverlayIcon = styled.span`
  display: inline-flex;
  color: ${vars.fgColor.warning};
  font-size: ${vars.fontSize['3xl']};
`;

export const OverlayTitle = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.xl};
  font-weight: ${vars.fontWeight.semibold};
`;

export const OverlayMessage = styled.div`
  color: ${vars.fgColor.muted};
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.normal};
`;

export const BigWin = styled.div`
  position: absolute;
  top: 50%;
  left: 50%;
  z-index: 2;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[1]};
  min-width: min(calc(100% - ${vars.space[8]}), calc(${vars.size.layout.formWidth} * 0.75));
  padding: ${vars.space[4]} ${vars.space[8]};
  border: ${vars.borderWidth.thick} solid ${vars.gameStage.bigWin.borderColor};
  border-radius: ${vars.radius.lg};
  background: linear-gradient(
    100deg,
    ${vars.gameStage.bigWin.bgColor.from},
    ${vars.gameStage.bigWin.bgColor.to} 40%,
    ${vars.gameStage.bigWin.bgColor.from} 50%,
    ${vars.gameStage.bigWin.bgColor.to} 60%,
    ${vars.gameStage.bigWin.bgColor.from}
  );
  background-size: 200% 100%;
  box-shadow: ${vars.shadow.lg};
  color: ${vars.gameStage.bigWin.fgColor};
  text-align: center;
  transform: translate(-50%, -50%);
  animation:
    ${popIn} ${vars.motion.duration.slow} ${vars.motion.easing.enter},
    ${shine} calc(${vars.motion.duration.slow} * 8) ${vars.motion.easing.linear} 2;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const BigWinTitle = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.bold};
  text-transform: uppercase;

  & svg {
    width: ${vars.size.icon.lg};
    height: ${vars.size.icon.lg};
    fill: currentColor;
  }
`;

export const BigWinAmount = styled.span`
  font-size: ${vars.fontSize['3xl']};
  font-weight: ${vars.fontWeight.bold};
  font-variant-numeric: tabular-nums;
  line-height: ${vars.lineHeight.tight};
`;

export const BigWinClose = styled.button`
  position: absolute;
  top: ${vars.space[1]};
  right: ${vars.space[1]};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${vars.size.control.sm};
  height: ${vars.size.control.sm};
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.full};
  background: ${vars.bgColor.transparent};
  color: inherit;
  cursor: ${vars.cursor.interactive};

  &:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }
`;

export const Status = styled.div`
  min-height: ${vars.size.control.sm};
  padding: ${vars.space[2]} ${vars.space[4]} 0;
  color: ${vars.fgColor.muted};
  font-size: ${vars.fontSize.sm};
  font-variant-numeric: tabular-nums;
  text-align: center;
`;

export const Controls = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: ${vars.space[3]} ${vars.space[4]} ${vars.space[4]};
  border: 0;

  @media (max-width: 719px) {
    padding: ${vars.space[3]};
  }
`;
