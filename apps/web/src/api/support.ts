/**
 * Support (packages/contracts/src/support.ts): the player's tickets, opening one, the conversation and its
 * attachments. Messages with files travel as multipart/form-data; the server reads each file's type from its
 * bytes.
 */
import { SUPPORT_PATHS, pathWith } from '@betline/contracts/paths';
import type { SupportTicketDetail, SupportTicketList } from '@betline/contracts';
import { http } from './client';
import { checkAnswer } from './validate';

export type {
  SupportAttachment,
  SupportMessage,
  SupportStatus,
  SupportTicket,
  SupportTicketDetail,
} from '@betline/contracts';

export async function fetchTickets(filter: { payments?: boolean }, signal?: AbortSignal) {
  const { data } = await http.get<unknown>(SUPPORT_PATHS.tickets, {
    params: filter.payments === undefined ? undefined : { payments: String(filter.payments) },
    signal,
    quiet: true,
  });
  return checkAnswer<SupportTicketList>('supportTicketListSchema', data, 'support tickets');
}

export async function fetchTicket(id: number, signal?: AbortSignal) {
  const { data } = await http.get<unknown>(pathWith(SUPPORT_PATHS.ticket, { id }), { signal, quiet: true });
  return checkAnswer<SupportTicketDetail>('supportTicketDetailSchema', data, 'support ticket');
}

/** The fields of a form, with the files as `file` parts. */
function formOf(fields: Record<string, string | number | undefined>, files: readonly File[]): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) body.append(name, String(value));
  }
  for (const file of files) body.append('file', file, file.name);
  return body;
}

export interface NewTicket {
  topicId: number;
  subTopicId: number;
  subject: string;
  text: string;
  transactionId?: number;
  lng: string;
}

export async function openTicket(ticket: NewTicket, files: readonly File[]) {
  const { data } = await http.post<unknown>(SUPPORT_PATHS.tickets, formOf({ ...ticket }, files), {
    quiet: true,
  });
  return checkAnswer<SupportTicketDetail>('supportTicketDetailSchema', data, 'open ticket');
}

export async function replyToTicket(id: number, text: string, files: readonly File[]) {
  const { data } = await http.post<unknown>(
    pathWith(SUPPORT_PATHS.messages, { id }),
    formOf({ text }, files),
    {
      quiet: true,
    },
  );
  return checkAnswer<SupportTicketDetail>('supportTicketDetailSchema', data, 'reply');
}

export async function closeTicket(id: number) {
  const { data } = await http.post<unknown>(pathWith(SUPPORT_PATHS.close, { id }), undefined, {
    quiet: true,
  });
  return checkAnswer<SupportTicketDetail>('supportTicketDetailSchema', data, 'close ticket');
}

/** Where an attachment is downloaded from (same origin, the session cookie goes with it). */
export function attachmentUrl(ticketId: number, attachmentId: number): string {
  return pathWith(SUPPORT_PATHS.attachment, { id: ticketId, attachmentId });
}
