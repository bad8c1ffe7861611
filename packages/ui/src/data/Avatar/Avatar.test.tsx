import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Avatar, avatarInitials } from './Avatar';

describe('avatarInitials', () => {
  it('takes the first letters of up to two words, upper-cased', () => {
    expect(avatarInitials('Anna Petrova')).toBe('AP');
    expect(avatarInitials('anna maria petrova')).toBe('AM');
    expect(avatarInitials('  Madonna  ')).toBe('M');
    expect(avatarInitials('')).toBe('');
  });

  it('is Unicode-safe: other scripts, combining marks, astral letters, punctuation skipped', () => {
    expect(avatarInitials('ёлка ёжикова')).toBe('ЁЁ');
    expect(avatarInitials('élodie durand')).toBe('ÉD');
    // "e" + combining acute accent stays one letter.
    expect(avatarInitials('e\u0301mile zola')).toBe('E\u0301Z');
    // A letter outside the Basic Multilingual Plane (Deseret) is not split into surrogates.
    expect(avatarInitials('𐐨𐐯 Ok')).toBe('𐐀O');
    expect(avatarInitials("(Ann) O'Neil")).toBe('AO');
    expect(avatarInitials('王小明')).toBe('王');
    expect(avatarInitials('player_42 🎲')).toBe('P');
  });

  it('upper-cases for the locale', () => {
    expect(avatarInitials('ilknur yılmaz', 'tr')).toBe('İY');
    expect(avatarInitials('ilknur yılmaz', 'en')).toBe('IY');
  });
});

describe('Avatar', () => {
  it('is an image named by the person, showing the avatarInitials', async () => {
    const { container } = render(<Avatar name="Anna Petrova" />);
    const avatar = screen.getByRole('img', { name: 'Anna Petrova' });
    expect(avatar).toHaveTextContent('AP');
    expect(avatar).toHaveAttribute('data-size', 'md');
    await expectNoAxeViolations(container);
  });

  it('shows a picture with its alt, and falls back to the avatarInitials when it fails', async () => {
    const { container } = render(<Avatar name="Anna Petrova" src="/a.png" alt="Anna at the stadium" />);
    const avatar = screen.getByRole('img', { name: 'Anna at the stadium' });
    const picture = container.querySelector('img')!;
    expect(picture).toHaveAttribute('src', '/a.png');
    expect(avatar).not.toHaveTextContent('AP');
    await expectNoAxeViolations(container);
    fireEvent.error(picture);
    expect(container.querySelector('img')).toBeNull();
    expect(avatar).toHaveTextContent('AP');
  });

  it('says its status in words, with a different shape per status', async () => {
    const { container, rerender } = render(<Avatar name="Anna Petrova" status="online" />);
    expect(screen.getByRole('img', { name: 'Anna Petrova, online' })).toBeInTheDocument();
    expect(container.querySelector('[data-status-mark="online"] svg')).toBeNull();
    rerender(<Avatar name="Anna Petrova" status="verified" size="lg" />);
    expect(screen.getByRole('img', { name: 'Anna Petrova, verified' })).toHaveAttribute('data-size', 'lg');
    expect(container.querySelector('[data-status-mark="verified"] svg')).not.toBeNull();
    await expectNoAxeViolations(container);
  });

  it('is hidden from assistive technology when decorative, still reading its status', async () => {
    const { container, rerender } = render(
      <p>
        <Avatar name="Anna Petrova" decorative /> Anna Petrova
      </p>,
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('[data-size]')).toHaveAttribute('aria-hidden', 'true');
    rerender(
      <p>
        <Avatar name="Anna Petrova" decorative status="online" /> Anna Petrova
      </p>,
    );
    expect(screen.getByText('online')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('shows a person icon without a name or picture', () => {
    const { container } = render(<Avatar size="sm" />);
    expect(screen.getByRole('img', { name: 'User' })).toBeInTheDocument();
    expect(container.querySelector('svg')).not.toBeNull();
  });
});
