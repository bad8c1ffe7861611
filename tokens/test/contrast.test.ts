import { describe, expect, it } from 'vitest';
import { checkContrastPairs, contrastRatio, isColor, parseColor } from '../src/contrast';

describe('contrast', () => {
  it('computes WCAG ratios', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('rgb(118, 118, 118)', 'white')).toBeCloseTo(4.54, 2);
  });

  it('composites translucent colours over the background and backdrop', () => {
    // 50% black on white is #808080-ish
    expect(contrastRatio('#00000080', '#ffffff')).toBeCloseTo(contrastRatio('#7f7f7f', '#ffffff'), 1);
    // a transparent background shows the backdrop
    expect(contrastRatio('#ffffff', 'transparent', '#000000')).toBeCloseTo(21, 5);
  });

  it('parses the accepted colour syntax only', () => {
    expect(parseColor('#abc')).toEqual({ r: 170, g: 187, b: 204, a: 1 });
    expect(parseColor('#11223344')?.a).toBeCloseTo(0x44 / 255);
    expect(parseColor('rgba(10, 20, 30, 0.5)')).toEqual({ r: 10, g: 20, b: 30, a: 0.5 });
    expect(parseColor('rgb(10 20 30 / 50%)')).toEqual({ r: 10, g: 20, b: 30, a: 0.5 });
    const hsl = parseColor('hsl(0, 100%, 50%)');
    expect([hsl?.r, hsl?.g, hsl?.b]).toEqual([255, 0, 0]);
    for (const bad of [
      '#12',
      'rgb(a,b,c)',
      'var(--x)',
      'url(x)',
      'rebeccapurple',
      'rgb(1,2,3);x',
      'currentColor',
      '',
    ]) {
      expect(isColor(bad), bad).toBe(false);
    }
  });

  it('does not read Object.prototype keys as colour names', () => {
    for (const value of ['constructor', 'CONSTRUCTOR', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(parseColor(value)).toBeNull();
    }
    expect(parseColor('White')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
  });

  it('reports each failing pair with its mode', () => {
    const values: Record<string, string> = { '--fg': '#999999', '--bg': '#ffffff', '--line': '#949494' };
    const v = checkContrastPairs(
      [
        { fg: '--fg', bg: '--bg', kind: 'text' },
        { fg: '--line', bg: '--bg', kind: 'ui' },
      ],
      (n) => values[n],
      'light',
    );
    expect(v).toHaveLength(1);
    expect(v[0]).toMatchObject({ mode: 'light', fg: '--fg', bg: '--bg', kind: 'text', min: 4.5 });
  });
});
