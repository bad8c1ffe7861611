import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Text } from './Text';

const css = () => [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');

describe('Text', () => {
  it('renders a paragraph by default and other elements with as', async () => {
    const { container } = render(
      <div>
        <Text>Paragraph</Text>
        <Text as="span">Span</Text>
        <Text as="strong" weight="bold">
          Strong
        </Text>
        <Text as="div" size="lg">
          Div
        </Text>
        <Text as="label" htmlFor="stake">
          Stake
        </Text>
        <input id="stake" />
      </div>,
    );
    expect(screen.getByText('Paragraph').tagName).toBe('P');
    expect(screen.getByText('Span').tagName).toBe('SPAN');
    expect(screen.getByText('Strong').tagName).toBe('STRONG');
    expect(screen.getByText('Div').tagName).toBe('DIV');
    expect(screen.getByLabelText('Stake')).toBe(container.querySelector('#stake'));
    await expectNoAxeViolations(container);
  });

  it('maps tone, size, weight and tabular to token variables', () => {
    render(
      <Text tone="success" size="xs" weight="medium" tabular>
        2.45
      </Text>,
    );
    const styles = css();
    expect(styles).toContain('color:var(--fgColor-success)');
    expect(styles).toContain('font-size:var(--fontSize-xs)');
    expect(styles).toContain('font-weight:var(--fontWeight-medium)');
    expect(styles).toContain('font-variant-numeric:tabular-nums');
  });

  it('passes html attributes through', () => {
    render(
      <Text data-testid="t" id="summary" tone="muted">
        Hint
      </Text>,
    );
    expect(screen.getByTestId('t')).toHaveAttribute('id', 'summary');
  });
});
