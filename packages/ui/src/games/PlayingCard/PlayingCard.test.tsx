import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { testI18n } from '../../test/i18n';
import { PlayingCard } from './PlayingCard';

describe('PlayingCard', () => {
  it('is an image named by its rank and suit, with the index in two corners and the suit drawn', async () => {
    const { container } = render(<PlayingCard rank={12} suit="hearts" />);
    const card = screen.getByRole('img', { name: 'Queen of hearts' });
    expect(card).toHaveAttribute('data-suit', 'hearts');
    expect(card).toHaveAttribute('data-size', 'md');
    expect(screen.getAllByText('Q')).toHaveLength(2);
    expect(card.querySelector('svg path')).not.toBeNull();
    await expectNoAxeViolations(container);
  });

  it('names aces, faces and numbers in each suit', () => {
    render(
      <>
        <PlayingCard rank={1} suit="spades" />
        <PlayingCard rank={7} suit="clubs" size="sm" />
        <PlayingCard rank={10} suit="diamonds" />
        <PlayingCard rank={11} suit="diamonds" />
        <PlayingCard rank={13} suit="clubs" />
      </>,
    );
    const names = screen.getAllByRole('img').map((card) => card.getAttribute('aria-label'));
    expect(names).toEqual([
      'Ace of spades',
      '7 of clubs',
      '10 of diamonds',
      'Jack of diamonds',
      'King of clubs',
    ]);
    expect(screen.getByRole('img', { name: '7 of clubs' })).toHaveAttribute('data-size', 'sm');
    expect(screen.getAllByText('10')).toHaveLength(2);
  });

  it('shows only its back face down, named "Face-down card"', () => {
    render(<PlayingCard rank={12} suit="hearts" faceDown />);
    const card = screen.getByRole('img', { name: 'Face-down card' });
    expect(card).toBeEmptyDOMElement();
    expect(screen.queryByRole('img', { name: /queen/i })).toBeNull();
  });

  it('names the card in the current language', async () => {
    await testI18n.changeLanguage('ru');
    render(<PlayingCard rank={12} suit="hearts" />);
    expect(screen.getByRole('img', { name: 'Дама червей' })).toBeInTheDocument();
  });
});
