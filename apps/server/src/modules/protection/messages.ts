/**
 * The limit service's texts, in the language of the `X-Language` header (en and ru complete; other languages
 * fall back to English). The client shows `title` as it comes (SPEC §8).
 */
export type ProtectionLanguage = 'en' | 'ru';

export interface ProtectionMessages {
  saved: string;
  pendingSaved: (hours: number) => string;
  approved: string;
  rejected: string;
  withdrawn: string;
  cancelPending: string;
  questionnaire: string;
  questionnaireFailed: string;
  questionnairePassed: string;
  refused: Record<
    'unknownType' | 'invalidValue' | 'unchanged' | 'notCancellable' | 'nothingPending' | 'coolingOff',
    string
  >;
  tokenExpired: string;
  excluded: string;
  questions: { id: number; text: string }[];
  yes: string;
  no: string;
  reasons: string[];
}

const en: ProtectionMessages = {
  saved: 'Your limit is saved and applies now.',
  pendingSaved: (h) =>
    `Your request is saved. For your protection it can take effect after ${h} hours, once you confirm it.`,
  approved: 'Your limit change is confirmed and applies now.',
  rejected: 'The requested change is cancelled; your current limit stays.',
  withdrawn: 'The waiting change is withdrawn; your current limit stays.',
  cancelPending: 'Removing a limit takes effect after a 24-hour cooling-off period and your confirmation.',
  questionnaire: 'Please answer a few questions before we raise or remove a limit.',
  questionnaireFailed:
    'Based on your answers we have not changed your limit. If gambling is becoming a problem, free and confidential help is available.',
  questionnairePassed:
    'Thank you. Your request is saved and can take effect after 24 hours, once you confirm it.',
  refused: {
    unknownType: 'This limit type does not exist.',
    invalidValue: 'This value is not available for this limit.',
    unchanged: 'This limit already has this value.',
    notCancellable: 'An active self-exclusion or time-out cannot be cancelled or shortened.',
    nothingPending: 'There is no waiting change to confirm or reject for this limit.',
    coolingOff: 'This change can be confirmed only after its 24-hour cooling-off period.',
  },
  tokenExpired: 'This questionnaire has expired or was already answered. Please request the change again.',
  excluded: 'You are excluded from play until the date shown.',
  questions: [
    { id: 1, text: 'Do you want to change this limit to win back money you have lost?' },
    { id: 2, text: 'In the last month, have you spent more money or time on gambling than you intended?' },
    { id: 3, text: 'Has anyone close to you been worried about your gambling?' },
  ],
  yes: 'Yes',
  no: 'No',
  reasons: [
    'I spend too much money',
    'I spend too much time',
    'I want a break',
    'Gambling affects my relationships or work',
    'Another reason',
  ],
};

const ru: ProtectionMessages = {
  saved: 'Лимит сохранён и действует сразу.',
  pendingSaved: (h) =>
    `Запрос сохранён. Ради вашей защиты изменение может вступить в силу через ${h} часа после вашего подтверждения.`,
  approved: 'Изменение лимита подтверждено и действует сразу.',
  rejected: 'Запрошенное изменение отменено, текущий лимит сохранён.',
  withdrawn: 'Ожидающее изменение отозвано, текущий лимит сохранён.',
  cancelPending: 'Снятие лимита вступает в силу после 24 часов ожидания и вашего подтверждения.',
  questionnaire: 'Прежде чем повысить или снять лимит, ответьте, пожалуйста, на несколько вопросов.',
  questionnaireFailed:
    'По вашим ответам мы не изменили лимит. Если игра становится проблемой, доступна бесплатная и анонимная помощь.',
  questionnairePassed:
    'Спасибо. Запрос сохранён и может вступить в силу через 24 часа после вашего подтверждения.',
  refused: {
    unknownType: 'Такого типа лимита нет.',
    invalidValue: 'Это значение недоступно для этого лимита.',
    unchanged: 'У лимита уже это значение.',
    notCancellable: 'Действующее самоисключение или тайм-аут нельзя отменить или сократить.',
    nothingPending: 'У этого лимита нет ожидающего изменения.',
    coolingOff: 'Изменение можно подтвердить только после 24 часов ожидания.',
  },
  tokenExpired: 'Опрос устарел или уже пройден. Запросите изменение ещё раз.',
  excluded: 'Вы исключены из игры до указанной даты.',
  questions: [
    { id: 1, text: 'Вы меняете лимит, чтобы отыграть проигранные деньги?' },
    { id: 2, text: 'За последний месяц вы тратили на игру больше денег или времени, чем собирались?' },
    { id: 3, text: 'Близкие люди беспокоились из-за вашей игры?' },
  ],
  yes: 'Да',
  no: 'Нет',
  reasons: [
    'Я трачу слишком много денег',
    'Я трачу слишком много времени',
    'Хочу сделать перерыв',
    'Игра мешает отношениям или работе',
    'Другая причина',
  ],
};

/** Answer id of "yes"; every question is risky when answered "yes". */
export const ANSWER_YES = 1;
export const ANSWER_NO = 2;

export function protectionMessages(language: string | undefined): ProtectionMessages {
  return language?.toLowerCase().startsWith('ru') ? ru : en;
}
