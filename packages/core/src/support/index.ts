/**
 * Support's topics and the rules of a message (office/support, office/payment/create-request): shared by the
 * server, which checks them, and the pages, which offer them.
 */

/**
 * The topics of a request and their subtopics (ids are stable: they appear in the pages' paths). `transaction`:
 * the request is about one payment of the player's of that direction, chosen before the form.
 */
export const SUPPORT_TOPICS = [
  { id: 1, key: 'deposit', transaction: 'deposit', subtopics: [11, 12, 13] },
  { id: 2, key: 'withdrawal', transaction: 'withdrawal', subtopics: [21, 22, 23] },
  { id: 3, key: 'account', transaction: null, subtopics: [31, 32, 33] },
  { id: 4, key: 'bets', transaction: null, subtopics: [41, 42] },
  { id: 5, key: 'other', transaction: null, subtopics: [51] },
] as const satisfies readonly {
  id: number;
  key: string;
  transaction: 'deposit' | 'withdrawal' | null;
  subtopics: readonly number[];
}[];
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

/** The topic of `id`, or undefined. */
export function supportTopic(id: number): SupportTopic | undefined {
  return SUPPORT_TOPICS.find((topic) => topic.id === id);
}

/** Whether `subTopicId` belongs to topic `topicId`. */
export function isSupportSubtopic(topicId: number, subTopicId: number): boolean {
  return (supportTopic(topicId)?.subtopics as readonly number[] | undefined)?.includes(subTopicId) ?? false;
}

/** Attachments: types are read from the file's first bytes, never from its name. */
export const SUPPORT_ATTACHMENT_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const;
export const SUPPORT_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const SUPPORT_ATTACHMENTS_PER_MESSAGE = 3;
export const SUPPORT_TEXT_MAX = 4000;
export const SUPPORT_SUBJECT_MAX = 120;
