import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Button } from './Button';

const Star = () => (
  <svg viewBox="0 0 16 16">
    <path d="M8 1l2 5h5l-4 3 2 6-5-4-5 4 2-6-4-3h5z" />
  </svg>
);

describe('Button', () => {
  it('renders every variant and size accessibly', async () => {
    const { container } = render(
      <div>
        {(['primary', 'secondary', 'ghost', 'danger'] as const).map((variant) =>
          (['sm', 'md', 'lg'] as const).map((size) => (
            <Button key={`${variant}-${size}`} variant={variant} size={size} iconStart={<Star />}>
              {`${variant} ${size}`}
            </Button>
          )),
        )}
      </div>,
    );
    expect(screen.getAllByRole('button')).toHaveLength(12);
    expect(screen.getByRole('button', { name: 'danger lg' })).toHaveAttribute('type', 'button');
    await expectNoAxeViolations(container);
  });

  it('is operated with Tab, Enter and Space', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <>
        <Button onClick={onClick}>Place bet</Button>
        <Button variant="secondary">Clear</Button>
      </>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Place bet' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Clear' })).toHaveFocus();
  });

  it('loading sets aria-busy, shows a spinner, keeps the label for width and blocks clicks', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const onSubmit = vi.fn((e: SubmitEvent) => e.preventDefault());
    const { container } = render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent as SubmitEvent)}>
        <Button type="submit" loading onClick={onClick}>
          Place bet
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Place bet' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).not.toBeDisabled();
    expect(button.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    await user.click(button);
    button.focus();
    await user.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('disabled uses the native attribute and cannot be clicked or focused', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Cash out
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Cash out' });
    expect(button).toBeDisabled();
    await user.click(button);
    await user.tab();
    expect(button).not.toHaveFocus();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('passes button attributes and a ref through', () => {
    let node: HTMLButtonElement | null = null;
    render(
      <Button
        ref={(el) => {
          node = el;
        }}
        aria-pressed="true"
        fullWidth
        iconEnd={<Star />}
      >
        Favourites
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Favourites' })).toHaveAttribute('aria-pressed', 'true');
    expect(node).toBe(screen.getByRole('button'));
  });

  it('reads colours from token variables only', () => {
    render(<Button variant="danger">Delete</Button>);
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    expect(css).toContain('var(--button-danger-bgColor)');
    expect(css).toContain('var(--button-danger-bgColor-hover)');
    expect(css).not.toMatch(/#[0-9a-f]{3,8}\b|rgba?\(/i);
  });
});
