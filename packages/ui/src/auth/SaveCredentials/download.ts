/** Offers a blob as a download under `name` (a temporary link clicked once). */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Device pixels per CSS pixel of the picture: sharp on high-density screens. */
const SCALE = 2;

/**
 * Draws the lines on a canvas as a PNG, in the colours and font `source` has on screen (read from its
 * computed style, so they are the tokens of the current theme and brand). Null where there is no canvas.
 */
export function linesToPng(source: HTMLElement, lines: readonly string[]): Promise<Blob | null> {
  const style = getComputedStyle(source);
  const size = parseFloat(style.fontSize) || 16;
  const font = `${style.fontWeight} ${size}px ${style.fontFamily}`;
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(null);
  context.font = font;
  const pad = size * 2;
  const step = size * 1.6;
  const width = Math.max(...lines.map((line) => context.measureText(line).width));
  canvas.width = Math.ceil((width + pad * 2) * SCALE);
  canvas.height = Math.ceil((step * lines.length + pad * 2) * SCALE);
  // Resizing resets the context's state.
  context.scale(SCALE, SCALE);
  context.fillStyle = style.backgroundColor;
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = style.color;
  context.font = font;
  context.textBaseline = 'top';
  lines.forEach((line, i) => context.fillText(line, pad, pad + i * step));
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}
