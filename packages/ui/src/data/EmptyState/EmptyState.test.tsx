import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows the title, hint and action', () => {
    render(
      <EmptyState title="No open bets" action={<a href="/line">Go to the line</a>}>
        Pick a match
      </EmptyState>,
    );
    expect(screen.getByText('No open bets')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the line' })).toBeInTheDocument();
  });
});
