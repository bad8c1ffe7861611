/** Story data of the protection, account and history stories (the `protect` key of the stories' texts). */
export const protectEn = {
  questions: {
    chasing: 'Have you tried to win back money you had lost?',
    borrowed: 'Have you borrowed money or sold things to gamble?',
    time: 'Do you play for longer than you planned?',
  },
  reasons: {
    time: 'I spend too much time gambling',
    money: 'I spend too much money',
    break: 'I just want a break',
  },
  events: {
    livArs: 'Liverpool v Arsenal',
    romMil: 'Roma v Milan',
    barRea: 'Barcelona v Real Madrid',
  },
  markets: { result: 'Match result', total: 'Total goals' },
  picks: { liverpool: 'Liverpool', over: 'Over 2.5', draw: 'Draw' },
  countries: { ru: 'Russia', gb: 'United Kingdom', de: 'Germany', kz: 'Kazakhstan', tr: 'Turkey' },
  stake: 'Stake',
  limitWarning: 'Limits apply to sports and casino together.',
  card: 'Visa •• 4242',
  limitsPage: 'Responsible gaming',
  notEnough: 'Not enough money on the account',
  country: 'Country',
  phone: 'Phone',
};

export const protectRu: typeof protectEn = {
  questions: {
    chasing: 'Пытались ли вы отыграть проигранные деньги?',
    borrowed: 'Брали ли вы деньги в долг или продавали вещи, чтобы играть?',
    time: 'Играете ли вы дольше, чем планировали?',
  },
  reasons: {
    time: 'Я трачу на игру слишком много времени',
    money: 'Я трачу слишком много денег',
    break: 'Я просто хочу перерыв',
  },
  events: {
    livArs: 'Ливерпуль — Арсенал',
    romMil: 'Рома — Милан',
    barRea: 'Барселона — Реал Мадрид',
  },
  markets: { result: 'Исход матча', total: 'Тотал голов' },
  picks: { liverpool: 'Ливерпуль', over: 'Больше 2,5', draw: 'Ничья' },
  countries: { ru: 'Россия', gb: 'Великобритания', de: 'Германия', kz: 'Казахстан', tr: 'Турция' },
  stake: 'Сумма ставки',
  limitWarning: 'Лимиты действуют на спорт и казино вместе.',
  card: 'Visa •• 4242',
  limitsPage: 'Ответственная игра',
  notEnough: 'На счёте недостаточно денег',
  country: 'Страна',
  phone: 'Телефон',
};
