import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorState } from './ErrorState';

describe('ErrorState', () => {
  it('is an alert with a refresh button', async () => {
    const user = userEvent.setup();
    const onRefresh = vi.fn();
    render(<ErrorState onRefresh={onRefresh}>The footer could not be loaded.</ErrorState>);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });
});
