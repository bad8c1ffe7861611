import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { IconButton } from '../../actions/IconButton';
import { StarIcon } from '../../icons/StarIcon';
import { Tooltip } from './Tooltip';

describe('Tooltip', () => {
  it('shows on keyboard focus, describes its trigger and hides with Escape', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Add the match to favourites">
        <IconButton label="Favourite" icon={<StarIcon />} />
      </Tooltip>,
    );
    await user.tab();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Add the match to favourites');
    expect(screen.getByRole('button', { name: 'Favourite' })).toHaveAccessibleDescription(
      'Add the match to favourites',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
