import { manifest, type Manifest } from '@betline/tokens';
import { describe, expect, it } from 'vitest';
import { isValidTokenValue, validateBrandBook } from './validateBrandBook';

const reasons = (r: ReturnType<typeof validateBrandBook>) => r.rejected.map((x) => [x.css_prop, x.reason]);

describe('validateBrandBook', () => {
  it('MISC-005 takes a list of css_prop/css_value entries and accepts manifest tokens as {name, value}', () => {
    const result = validateBrandBook([
      { css_prop: '--radius-md', css_value: '12px' },
      { css_prop: '--fontFamily-sans', css_value: '"Open Sans", Arial, sans-serif' },
      { css_prop: '--bgColor-accent-emphasis', css_value: '#6a1b9a' },
    ]);
    expect(result.rejected).toEqual([]);
    expect(result.accepted).toEqual([
      { name: '--radius-md', value: '12px' },
      { name: '--fontFamily-sans', value: '"Open Sans", Arial, sans-serif' },
      { name: '--bgColor-accent-emphasis', value: '#6a1b9a' },
    ]);
  });

  it('MISC-005 rejects entries that are not css_prop/css_value string pairs', () => {
    const result = validateBrandBook([
      { css_prop: '--radius-md' } as never,
      null as never,
      { css_prop: 1, css_value: '2px' } as never,
    ]);
    expect(result.accepted).toEqual([]);
    expect(result.rejected.map((r) => r.reason)).toEqual(['invalid-entry', 'invalid-entry', 'invalid-entry']);
    expect(validateBrandBook(undefined)).toEqual({ accepted: [], rejected: [] });
  });

  it('rejects names outside the manifest and tokens that are not brandable', () => {
    const result = validateBrandBook([
      { css_prop: '--not-a-token', css_value: '#ffffff' },
      { css_prop: 'background', css_value: 'red' },
      { css_prop: '--focus-outlineColor', css_value: '#ff00ff' },
      { css_prop: '--size-layout-slipWidth', css_value: '400px' },
      { css_prop: '--zIndex-modal', css_value: '1' },
      { css_prop: '--cursor-interactive', css_value: 'default' },
      { css_prop: '--space-4', css_value: '20px' },
    ]);
    expect(result.accepted).toEqual([]);
    expect(reasons(result)).toEqual([
      ['--not-a-token', 'unknown-token'],
      ['background', 'unknown-token'],
      ['--focus-outlineColor', 'not-brandable'],
      ['--size-layout-slipWidth', 'not-brandable'],
      ['--zIndex-modal', 'not-brandable'],
      ['--cursor-interactive', 'not-brandable'],
      ['--space-4', 'not-brandable'],
    ]);
  });

  it('rejects unsafe values whatever the token', () => {
    const unsafe = [
      'url(javascript:alert(1))',
      'URL(https://evil.example/x.png)',
      'expression(alert(1))',
      'red; background: url(x)',
      '#fff}body{display:none',
      '<script>',
      '\\75 rl(x)',
      '#fff /* x */',
      'javascript:alert(1)',
      '@import "x"',
      'var(--fgColor-default)',
      'red !important',
      '#f\u0007ff',
    ];
    const result = validateBrandBook(unsafe.map((v) => ({ css_prop: '--bgColor-canvas', css_value: v })));
    expect(result.accepted).toEqual([]);
    expect(result.rejected.map((r) => r.reason)).toEqual(unsafe.map(() => 'unsafe-value'));
  });

  it('checks the value against the token type', () => {
    const result = validateBrandBook([
      { css_prop: '--bgColor-canvas', css_value: '12px' },
      { css_prop: '--radius-md', css_value: '#ffffff' },
      { css_prop: '--radius-sm', css_value: '10vw' },
      { css_prop: '--fontFamily-sans', css_value: 'Comic "Sans' },
      { css_prop: '--fontWeight-bold', css_value: 'heavy' },
      { css_prop: '--bgColor-surface', css_value: 'rebeccapurple' },
    ]);
    expect(result.accepted).toEqual([]);
    expect(result.rejected.map((r) => r.reason)).toEqual(Array(6).fill('invalid-value'));
  });

  it('knows the value syntax of each brandable type', () => {
    for (const v of [
      '#abc',
      '#abcd',
      '#aabbcc',
      '#aabbccdd',
      'rgb(1, 2, 3)',
      'rgba(1,2,3,0.5)',
      'hsl(210, 50%, 40%)',
      'hsla(210 50% 40% / 0.5)',
      'white',
    ]) {
      expect(isValidTokenValue('color', v), v).toBe(true);
    }
    for (const v of ['0', '4px', '0.5rem', '1.25em']) expect(isValidTokenValue('dimension', v), v).toBe(true);
    for (const v of ['-4px', '4', 'calc(1px + 2px)', '4 px'])
      expect(isValidTokenValue('dimension', v), v).toBe(false);
    for (const v of ['Inter', '"Open Sans", sans-serif', "'Noto Sans', Arial"])
      expect(isValidTokenValue('fontFamily', v), v).toBe(true);
    for (const v of ['700', 'bold']) expect(isValidTokenValue('fontWeight', v), v).toBe(true);
    for (const v of ['0 1px 2px rgba(0, 0, 0, 0.2)', '0 1px 2px 0 #0003, inset 0 0 0 1px #000', 'none']) {
      expect(isValidTokenValue('shadow', v), v).toBe(true);
    }
    for (const v of ['1px', 'red', '1px 1px 1px 1px 1px red'])
      expect(isValidTokenValue('shadow', v), v).toBe(false);
  });

  it('accepts names without the leading dashes and lets the last duplicate win', () => {
    const result = validateBrandBook([
      { css_prop: 'radius-md', css_value: '2px' },
      { css_prop: '--radius-md', css_value: '8px' },
    ]);
    expect(result.accepted).toEqual([{ name: '--radius-md', value: '8px' }]);
    expect(reasons(result)).toEqual([['radius-md', 'duplicate']]);
  });

  it('rejects a brand colour that breaks a declared text pair, with reason contrast', () => {
    // White text on a pale yellow button: below 4.5:1.
    const result = validateBrandBook([{ css_prop: '--button-primary-bgColor', css_value: '#ffe066' }]);
    expect(result.accepted).toEqual([]);
    expect(result.rejected).toMatchObject([
      { css_prop: '--button-primary-bgColor', css_value: '#ffe066', reason: 'contrast' },
    ]);
    expect(result.rejected[0]!.detail).toMatch(/--button-primary-fgColor .* on --button-primary-bgColor/);
  });

  it('accepts the same colour when the partner also sets a readable foreground', () => {
    const result = validateBrandBook([
      { css_prop: '--button-primary-bgColor', css_value: '#ffe066' },
      { css_prop: '--button-primary-fgColor', css_value: '#1a1a1a' },
    ]);
    expect(result.rejected).toEqual([]);
    expect(result.accepted).toHaveLength(2);
  });

  it('follows references: a functional colour reaches the component tokens built on it', () => {
    // --bgColor-accent-emphasis feeds --button-primary-bgColor, whose text is white.
    const result = validateBrandBook([{ css_prop: '--bgColor-accent-emphasis', css_value: '#9fd3ff' }]);
    expect(reasons(result)).toEqual([['--bgColor-accent-emphasis', 'contrast']]);
    const ok = validateBrandBook([{ css_prop: '--bgColor-accent-emphasis', css_value: '#7b1fa2' }]);
    expect(ok.rejected).toEqual([]);
  });

  it('applies one value to both colour modes, so a light canvas colour is refused for the dark mode', () => {
    const result = validateBrandBook([{ css_prop: '--bgColor-canvas', css_value: '#fafafa' }]);
    expect(result.rejected[0]).toMatchObject({ reason: 'contrast' });
    expect(result.rejected[0]!.detail).toMatch(/^\[dark\] text pair --fgColor-default/);
  });

  it('checks both colour modes', () => {
    // Dark grey text reads on the light canvas but not on the dark one.
    const result = validateBrandBook([{ css_prop: '--fgColor-default', css_value: '#333333' }]);
    expect(result.rejected[0]).toMatchObject({ reason: 'contrast' });
    expect(result.rejected[0]!.detail).toMatch(/^\[dark\]/);
  });

  it('validates against a given manifest', () => {
    const small: Manifest = {
      version: 1,
      modes: ['light'],
      tokens: { '--brand-fg': { ...manifest.tokens['--fgColor-default']!, path: 'brand.fg' } },
      contrastPairs: [],
    };
    expect(validateBrandBook([{ css_prop: '--brand-fg', css_value: '#123456' }], small).accepted).toEqual([
      { name: '--brand-fg', value: '#123456' },
    ]);
    expect(
      validateBrandBook([{ css_prop: '--radius-md', css_value: '2px' }], small).rejected[0]!.reason,
    ).toBe('unknown-token');
  });
});

describe('validateBrandBook against hostile input', () => {
  // A token that is in no contrast pair, so only the value check decides.
  const border = '--borderColor-default';

  it('never throws on entries whose fields cannot be turned into text', () => {
    const hostile = { toString: 1, valueOf: 1 };
    const result = validateBrandBook([
      { css_prop: hostile, css_value: '2px' } as never,
      { css_prop: '--radius-md', css_value: hostile } as never,
      { css_prop: '--radius-md', css_value: '2px' },
    ]);
    expect(result.accepted).toEqual([{ name: '--radius-md', value: '2px' }]);
    expect(result.rejected.map((r) => [r.css_prop, r.reason])).toEqual([
      ['', 'invalid-entry'],
      ['--radius-md', 'invalid-entry'],
    ]);
  });

  it.each([
    ['an Object.prototype key', 'constructor'],
    ['an Object.prototype key, upper case', 'CONSTRUCTOR'],
    ['__proto__', '__proto__'],
    ['a legacy rgb() mixing percentages and numbers', 'rgb(0%, 0, 0)'],
    ['a legacy hsl() without percentages', 'hsl(0, 0, 0)'],
    ['a number with a trailing dot', 'rgb(1., 2, 3)'],
    ['a no-break space', 'rgb(1,\u00a02,3)'],
    ['a line separator', 'rgb(1\u20282 3)'],
    ['a full-width letter', 'ｒgb(1, 2, 3)'],
    ['a slash alpha in the comma syntax', 'rgb(1,2,3 / 1)'],
  ])('refuses a colour the browser would not parse (%s)', (_label, value) => {
    expect(isValidTokenValue('color', value), value).toBe(false);
    expect(validateBrandBook([{ css_prop: border, css_value: value }]).accepted).toEqual([]);
  });

  it('still accepts every colour syntax CSS and the contrast check agree on', () => {
    for (const v of [
      'RGB(1,2,3)',
      'rgb(1.5, 2, 3)',
      'rgb(100%, 0%, 50%)',
      'rgb(1 , 2 , 3)',
      'rgba(1 2 3)',
      'rgb( 1 2 3 / .5 )',
      'rgb(1,2,3,50%)',
      'hsl(10deg, 5%, 5%)',
      'hsl(-10, 5%, 5%)',
      'hsla(1, 2%, 3%)',
      'Transparent',
    ]) {
      expect(isValidTokenValue('color', v), v).toBe(true);
    }
  });

  it('refuses a browser-invalid colour that would leave white button text on no background', () => {
    // The contrast check reads rgb(0%, 0, 0) as black; the browser drops it and the button turns transparent.
    const result = validateBrandBook([{ css_prop: '--button-primary-bgColor', css_value: 'rgb(0%, 0, 0)' }]);
    expect(result.accepted).toEqual([]);
    expect(result.rejected[0]).toMatchObject({ reason: 'invalid-value' });
  });

  it.each([
    ['a CSS-wide keyword', 'initial'],
    ['a CSS-wide keyword', 'inherit'],
    ['a CSS-wide keyword', 'revert-layer'],
    ['a reserved word', 'default'],
    ['a name starting with a digit', '1abc'],
    ['a number in the list', 'Arial, 2'],
    ['a no-break space', 'Open\u00a0Sans'],
  ])('refuses a font family the browser would not use (%s)', (_label, value) => {
    expect(isValidTokenValue('fontFamily', value), value).toBe(false);
  });

  it('accepts the font stacks of the default theme', () => {
    for (const name of ['--fontFamily-sans', '--fontFamily-mono']) {
      const value = manifest.tokens[name]!.value.light!;
      expect(isValidTokenValue('fontFamily', value), value).toBe(true);
    }
  });

  it('knows the box-shadow grammar: lengths together, blur not negative, inset or colour on either side', () => {
    for (const v of [
      '0 red 1px',
      '0 0 -1px red',
      '0 0 constructor',
      '0\u00a01px\u00a02px red',
      'red 0 0 blue',
    ])
      expect(isValidTokenValue('shadow', v), v).toBe(false);
    for (const v of ['1px 1px red inset', 'red inset 0 0', 'inset red 0 0', '0 0 0 -1px red'])
      expect(isValidTokenValue('shadow', v), v).toBe(true);
    for (const name of ['--shadow-sm', '--shadow-md', '--shadow-lg']) {
      const value = manifest.tokens[name]!.value.dark!;
      expect(isValidTokenValue('shadow', value), value).toBe(true);
    }
  });

  it('refuses names and values outside printable ASCII (look-alikes, hidden separators)', () => {
    const result = validateBrandBook([
      { css_prop: '--radius\u2010md', css_value: '2px' },
      { css_prop: '--radius-md\u200b', css_value: '2px' },
      { css_prop: '--radius-sm', css_value: '2px\u00a0' },
    ]);
    expect(result.accepted).toEqual([]);
  });

  it('refuses a long name or value before doing any other work', () => {
    const result = validateBrandBook([
      { css_prop: `--${'a'.repeat(100_000)}`, css_value: '2px' },
      { css_prop: '--radius-md', css_value: `${'1'.repeat(1_000_000)}px` },
    ]);
    expect(result.accepted).toEqual([]);
    expect(result.rejected.map((r) => r.reason)).toEqual(['unsafe-value', 'unsafe-value']);
  });

  it('handles 10 000 entries quickly and keeps only the last of each token', () => {
    const entries = Array.from({ length: 10_000 }, (_, i) => ({
      css_prop: i % 2 ? '--radius-md' : `--x-${i}`,
      css_value: `${i}px`,
    }));
    const started = performance.now();
    const result = validateBrandBook(entries);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(result.accepted).toEqual([{ name: '--radius-md', value: '9999px' }]);
    expect(result.rejected).toHaveLength(9_999);
  });

  it('refuses a translucent canvas: what shows through it is not what the contrast check assumed', () => {
    // One value for both modes: black text on a see-through canvas passes over white, but in the dark
    // colour scheme the browser paints the page dark behind it.
    const color = manifest.tokens['--fgColor-default']!;
    const small: Manifest = {
      version: 1,
      modes: ['light', 'dark'],
      tokens: {
        '--bgColor-canvas': {
          ...color,
          path: 'bgColor.canvas',
          value: { light: '#ffffff', dark: '#000000' },
        },
        '--fgColor-default': { ...color, value: { light: '#000000', dark: '#ffffff' } },
      },
      contrastPairs: [{ fg: '--fgColor-default', bg: '--bgColor-canvas', kind: 'text', min: 4.5 }],
    };
    for (const canvas of ['transparent', '#ffffff00', 'rgba(255, 255, 255, 0.5)']) {
      const result = validateBrandBook(
        [
          { css_prop: '--fgColor-default', css_value: '#000000' },
          { css_prop: '--bgColor-canvas', css_value: canvas },
        ],
        small,
      );
      // Without the canvas, black text on the dark mode's own canvas fails too.
      expect(result.accepted, canvas).toEqual([]);
      const rejectedCanvas = result.rejected.find((r) => r.css_prop === '--bgColor-canvas');
      expect(rejectedCanvas, canvas).toMatchObject({ reason: 'contrast', detail: /must be opaque/ });
    }
    expect(
      validateBrandBook(
        [
          { css_prop: '--fgColor-default', css_value: '#000000' },
          { css_prop: '--bgColor-canvas', css_value: '#ffffff' },
        ],
        small,
      ).rejected,
    ).toEqual([]);
  });

  it('leaves no prototype key reachable through a name', () => {
    for (const prop of ['__proto__', 'constructor', '--__proto__', 'toString', 'hasOwnProperty']) {
      expect(validateBrandBook([{ css_prop: prop, css_value: '2px' }]).rejected[0]!.reason, prop).toBe(
        'unknown-token',
      );
    }
  });

  it('rejects values of the right type that would wreck the site: a 0px or 400px font, no line height, a 40px border, a shadow painted over the page', () => {
    const result = validateBrandBook([
      { css_prop: '--fontSize-md', css_value: '0px' },
      { css_prop: '--fontSize-3xl', css_value: '400px' },
      { css_prop: '--lineHeight-normal', css_value: '0' },
      { css_prop: '--borderWidth-default', css_value: '40px' },
      { css_prop: '--shadow-md', css_value: '0 0 0 9999px red' },
      { css_prop: '--shadow-sm', css_value: '0px 200px 2px 0px #00000033' },
      { css_prop: '--fontWeight-bold', css_value: '1000' },
      { css_prop: '--letterSpacing-wide', css_value: '2em' },
    ]);
    expect(result.accepted).toEqual([]);
    expect(result.rejected.map((r) => [r.css_prop, r.reason, r.detail])).toEqual([
      ['--fontSize-md', 'out-of-range', 'from 10px to 48px'],
      ['--fontSize-3xl', 'out-of-range', 'from 10px to 48px'],
      ['--lineHeight-normal', 'out-of-range', 'from 1 to 2'],
      ['--borderWidth-default', 'out-of-range', 'from 0px to 4px'],
      ['--shadow-md', 'out-of-range', 'shadow spread from -8px to 8px'],
      ['--shadow-sm', 'out-of-range', 'shadow offsets up to 24px'],
      ['--fontWeight-bold', 'out-of-range', 'from 100 to 900'],
      ['--letterSpacing-wide', 'out-of-range', 'from 0px to 3.2px'],
    ]);
  });

  it('keeps what a brand may change within those ranges: larger or smaller text, a pill radius, a heavier border, a softer shadow', () => {
    const result = validateBrandBook([
      { css_prop: '--fontSize-md', css_value: '0.9375rem' },
      { css_prop: '--fontSize-3xl', css_value: '40px' },
      { css_prop: '--lineHeight-normal', css_value: '1.6' },
      { css_prop: '--borderWidth-default', css_value: '2px' },
      { css_prop: '--button-borderRadius', css_value: '9999px' },
      { css_prop: '--shadow-md', css_value: '0px 6px 20px -2px #0b0d1033' },
      { css_prop: '--fontWeight-bold', css_value: 'bold' },
    ]);
    expect(result.rejected).toEqual([]);
    expect(result.accepted).toHaveLength(7);
  });
});
