import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { manifest } from '@betline/tokens';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../actions/Button';
import { expectNoAxeViolations } from '../../test/axe';
import { testI18n } from '../../test/i18n';
import { Modal } from './Modal';
import { ModalTrigger } from './ModalTrigger';

function Controlled(props: { isDismissable?: boolean; hideCloseButton?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Modal
        isOpen={open}
        onOpenChange={(o) => {
          setOpen(o);
          if (!o) props.onClose?.();
        }}
        title="Sign in"
        isDismissable={props.isDismissable}
        hideCloseButton={props.hideCloseButton}
        footer={(close) => <Button onClick={close}>Done</Button>}
      >
        <label>
          Login <input />
        </label>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('opens from a trigger, names the dialog by its title, traps focus and restores it on Escape', async () => {
    const user = userEvent.setup();
    render(
      <ModalTrigger trigger={<Button>Open</Button>}>
        <Modal title="Sign in" footer={(close) => <Button onClick={close}>Done</Button>}>
          <label>
            Login <input />
          </label>
        </Modal>
      </ModalTrigger>,
    );
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Sign in' });
    expect(dialog).toBeInTheDocument();
    expect(dialog.contains(document.activeElement)).toBe(true);
    // Tab cycles inside the dialog: close, input, done, back to close.
    for (let i = 0; i < 5; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes with the translated close button and follows the language of the i18n instance', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Controlled onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await act(() => testI18n.changeLanguage('ru'));
    expect(screen.getByRole('button', { name: 'Закрыть' })).toBeInTheDocument();
    await act(() => testI18n.changeLanguage('en'));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus());
  });

  it('a non-dismissable modal without a close button stays open on outside click', async () => {
    const user = userEvent.setup();
    render(<Controlled isDismissable={false} hideCloseButton />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.click(document.body);
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('REG-007 the registration size is 95 % wide; sizes read token variables', async () => {
    render(
      <Modal isOpen title="Registration" size="registration" data-testid="panel">
        Form
      </Modal>,
    );
    const panel = screen.getByTestId('panel');
    expect(panel).toHaveAttribute('data-size', 'registration');
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    expect(css).toMatch(
      /width:min\(var\(--modal-width-registration\), ?var\(--modal-maxWidth-registration\)\)/,
    );
    expect(css).toContain('var(--overlay-backdrop-bgColor)');
    await expectNoAxeViolations(document.body);
  });

  it('REG-007 the registration modal is 95 % wide on a phone and stops at its token width on a wide screen', () => {
    const percent = Number.parseFloat(manifest.tokens['--modal-width-registration']!.value.light);
    const cap = Number.parseFloat(manifest.tokens['--modal-maxWidth-registration']!.value.light);
    // What min(95 %, max width) gives at 320, 360 and 1280 px of viewport.
    const width = (viewport: number) => Math.min((viewport * percent) / 100, cap);
    expect(width(320)).toBe(304);
    expect(width(360)).toBe(342);
    expect(width(1280)).toBe(560);
  });
});
