import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { LimitQuestionnaire } from './LimitQuestionnaire';

const questions = [
  { id: 'chasing', text: 'Have you tried to win back money you lost?' },
  { id: 'borrowed', text: 'Have you borrowed money to gamble?' },
];

describe('LimitQuestionnaire', () => {
  it('asks every question and sends the answers only when all are given', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { container } = render(<LimitQuestionnaire questions={questions} onSubmit={onSubmit} />);
    await expectNoAxeViolations(container);
    const first = screen.getByRole('radiogroup', { name: questions[0]!.text });
    await user.click(screen.getAllByRole('radio', { name: 'No' })[0]!);
    expect(first).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send answers' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Answer every question to continue');
    await user.click(screen.getAllByRole('radio', { name: 'Yes' })[1]!);
    await user.click(screen.getByRole('button', { name: 'Send answers' }));
    expect(onSubmit).toHaveBeenCalledWith({ chasing: false, borrowed: true });
  });

  it('cancel gives up the change', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    render(<LimitQuestionnaire questions={questions} onSubmit={vi.fn()} onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
