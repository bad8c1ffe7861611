import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tag } from './Tag';

describe('Tag', () => {
  it('a removable tag has a named remove button', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    render(<Tag onRemove={onRemove}>Football</Tag>);
    await user.click(screen.getByRole('button', { name: 'Dismiss: Football' }));
    expect(onRemove).toHaveBeenCalled();
  });
});
