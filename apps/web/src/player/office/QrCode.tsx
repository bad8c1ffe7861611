import { useMemo } from 'react';
import { create } from 'qrcode';
import styled from 'styled-components';
import { vars } from '@betline/tokens';

const Svg = styled.svg`
  display: block;
  width: ${vars.size.qrCode};
  height: ${vars.size.qrCode};
  border-radius: ${vars.radius.md};

  .qr-bg {
    fill: ${vars.qrCode.bgColor};
  }

  .qr-fg {
    fill: ${vars.qrCode.fgColor};
  }
`;

/** The quiet zone the QR specification asks for around the code, in modules. */
const QUIET = 4;

/**
 * A QR code of `text` as SVG (the `qrcode` package computes the modules; the picture follows the tokens and
 * stays dark on light in both colour modes). Loaded only with the two-step setup (DESIGN "Budgets").
 */
export default function QrCode({ text, label }: { text: string; label: string }) {
  const { size, path } = useMemo(() => {
    const { modules } = create(text, { errorCorrectionLevel: 'M' });
    let d = '';
    for (let row = 0; row < modules.size; row += 1) {
      for (let col = 0; col < modules.size; col += 1) {
        if (modules.get(row, col)) d += `M${col + QUIET} ${row + QUIET}h1v1h-1z`;
      }
    }
    return { size: modules.size + QUIET * 2, path: d };
  }, [text]);
  return (
    <Svg viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect className="qr-bg" width={size} height={size} />
      <path className="qr-fg" d={path} />
    </Svg>
  );
}
