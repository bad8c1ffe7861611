import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { testI18n } from '../../test/i18n';
import { NoticeStack, useNoticeQueue, type NoticeItem } from './NoticeStack';

function Harness({ initial }: { initial: NoticeItem[] }) {
  const { notices, close } = useNoticeQueue(initial);
  return <NoticeStack notices={notices} onClose={close} />;
}

const item = (id: string, kind: NoticeItem['kind'], extra: Partial<NoticeItem> = {}): NoticeItem => ({
  id,
  kind,
  message: `message ${id}`,
  ...extra,
});

describe('NoticeStack', () => {
  it('NOTICE-001 NOTICE-002 each kind shows its default title; errors are alerts, others status', async () => {
    const { container } = render(
      <Harness initial={[item('a', 'error'), item('b', 'success'), item('c', 'info')]} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Errormessage a');
    const statuses = screen.getAllByRole('status');
    expect(statuses[0]).toHaveTextContent('Donemessage b');
    expect(statuses[1]).toHaveTextContent('OKmessage c');
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    await act(() => testI18n.changeLanguage('ru'));
    expect(screen.getByRole('alert')).toHaveTextContent('Ошибка');
    await act(() => testI18n.changeLanguage('en'));
    await expectNoAxeViolations(container);
  });

  it('NOTICE-001 warning and question kinds render with the main_ok title', () => {
    render(<Harness initial={[item('w', 'warning'), item('q', 'question', { title: 'Keep bet?' })]} />);
    const [warning, question] = screen.getAllByRole('status');
    expect(warning).toHaveTextContent('OK');
    expect(warning).toHaveAttribute('data-kind', 'warning');
    expect(question).toHaveTextContent('Keep bet?');
    expect(question).toHaveAttribute('data-kind', 'question');
  });

  it('NOTICE-004 shows at most 3 at once; the next appears when one closes', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['1', '2', '3', '4', '5'].map((id) => item(id, 'info'))} />);
    expect(screen.getAllByRole('status')).toHaveLength(3);
    expect(screen.queryByText('message 4')).not.toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Close notification' })[0]!);
    expect(screen.getAllByRole('status')).toHaveLength(3);
    expect(screen.queryByText('message 1')).not.toBeInTheDocument();
    expect(screen.getByText('message 4')).toBeInTheDocument();
  });

  it('NOTICE-003 an error closes itself after 10 s; a question stays until answered', () => {
    vi.useFakeTimers();
    try {
      render(<Harness initial={[item('e', 'error'), item('q', 'question')]} />);
      act(() => vi.advanceTimersByTime(9_999));
      expect(screen.getByText('message e')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.queryByText('message e')).not.toBeInTheDocument();
      act(() => vi.advanceTimersByTime(60_000));
      expect(screen.getByText('message q')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('NOTICE-019 a permanent notice has no close button and never closes by itself', () => {
    vi.useFakeTimers();
    try {
      render(
        <Harness
          initial={[item('t', 'error', { permanent: true, message: 'You need to accept the updated terms' })]}
        />,
      );
      expect(screen.queryByRole('button', { name: 'Close notification' })).not.toBeInTheDocument();
      act(() => vi.advanceTimersByTime(120_000));
      expect(screen.getByRole('alert')).toHaveTextContent('You need to accept the updated terms');
    } finally {
      vi.useRealTimers();
    }
  });
});
