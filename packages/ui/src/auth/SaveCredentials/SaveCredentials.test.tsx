import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { SaveCredentials } from './SaveCredentials';

/** What the downloads gave: a name and the blob for each link clicked. */
let downloads: { name: string; blob: Blob }[];
const blobs = new Map<string, Blob>();

beforeEach(() => {
  downloads = [];
  let n = 0;
  // jsdom has neither object URLs nor downloads: keep the blob and record the click.
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:test/${n++}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ name: this.download, blob: blobs.get(this.href)! });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('SaveCredentials', () => {
  it('REG-004 offers the credentials as a text file, a picture and by e-mail', async () => {
    const { container } = render(
      <SaveCredentials login="player123" password="Xy7-pass" onSendEmail={vi.fn()} onContinue={vi.fn()} />,
    );
    const list = container.querySelector('dl')!;
    expect(within(list).getByText('player123')).toBeInTheDocument();
    expect(within(list).getByText('Xy7-pass')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save as a text file' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save as a picture' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Send them to my e-mail' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText('Your account is ready. Save your login and password now.')).toHaveFocus(),
    );
    await expectNoAxeViolations(container);
  });

  it('the text file holds the login and password, or the text it is given', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<SaveCredentials login="player123" password="Xy7-pass" fileName="betline" />);
    await user.click(screen.getByRole('button', { name: 'Save as a text file' }));
    expect(downloads[0]!.name).toBe('betline.txt');
    expect(await downloads[0]!.blob.text()).toBe('Login: player123\nPassword: Xy7-pass');
    rerender(<SaveCredentials login="player123" password="Xy7-pass" fileText="From the server" />);
    await user.click(screen.getByRole('button', { name: 'Save as a text file' }));
    expect(downloads[1]!.name).toBe('credentials.txt');
    expect(await downloads[1]!.blob.text()).toBe('From the server');
  });

  it('the picture is a PNG drawn on a canvas with both lines', async () => {
    const user = userEvent.setup();
    const texts: string[] = [];
    const context = {
      measureText: (line: string) => ({ width: line.length * 8 }),
      scale: vi.fn(),
      fillRect: vi.fn(),
      fillText: (line: string) => texts.push(line),
    };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      context as unknown as CanvasRenderingContext2D,
    );
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done, type) =>
      done(new Blob(['png'], { type })),
    );
    render(<SaveCredentials login="player123" password="Xy7-pass" />);
    await user.click(screen.getByRole('button', { name: 'Save as a picture' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.name).toBe('credentials.png');
    expect(downloads[0]!.blob.type).toBe('image/png');
    expect(texts).toEqual(['Login: player123', 'Password: Xy7-pass']);
  });

  it('sends by e-mail through the callback and says so; a wrong address is a linked error', async () => {
    const user = userEvent.setup();
    const onSendEmail = vi.fn().mockResolvedValue(undefined);
    const { container } = render(
      <SaveCredentials login="player123" password="Xy7-pass" onSendEmail={onSendEmail} />,
    );
    const email = screen.getByRole('textbox', { name: 'Send them to my e-mail' });
    await user.type(email, 'player@');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription('Enter an e-mail address such as name@example.com.');
    expect(onSendEmail).not.toHaveBeenCalled();
    await user.type(email, 'example.com{Enter}');
    await waitFor(() => expect(onSendEmail).toHaveBeenCalledWith('player@example.com'));
    expect(await within(container).findByRole('status')).toHaveTextContent('Sent to player@example.com.');
  });

  it('offers only the given ways; e-mail needs the callback; a refusal shows as an alert', () => {
    const { container } = render(
      <SaveCredentials
        login="p"
        password="q"
        options={['file', 'email']}
        error="No connection to the server."
      />,
    );
    expect(screen.queryByRole('button', { name: 'Save as a picture' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(container).getByRole('alert')).toHaveTextContent('No connection to the server.');
  });
});
