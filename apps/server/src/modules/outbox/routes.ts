/**
 * The demo outbox: `GET /web-api/dev/outbox?to=` (JSON, for tests and tools) and `GET /dev/outbox` (a page).
 * Registered only with the demo and development routes (http/devRoutes.ts): outside production, or with
 * DEMO_MODE=true. It shows every player's messages, password-reset links included.
 */
import type { FastifyInstance } from 'fastify';
import {
  IDENTITY_PATHS as P,
  outboxListSchema,
  outboxQuerySchema,
  type OutboxMessage,
} from '@betline/contracts';
import { answers, type ZodTypeProvider } from '../../http/zod';
import { z } from 'zod';
import { HttpError } from '../../http/errors';
import { DEMO_TWO_STEP_LOGINS } from '../identity/demo';
import type { IdentityService } from '../identity/service';
import type { Outbox } from './service';

/** Demo tool: the current two-step code of a demo player. */
export const DEMO_TWO_STEP_CODE_PATH = '/web-api/dev/two-step-code';

function escapeHtml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Links in a message body become clickable on the page. */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

function page(messages: OutboxMessage[], to: string | undefined): string {
  const rows = messages
    .map(
      (m) => `<article><h2>${escapeHtml(m.subject)}</h2>
<p class="meta">${m.channel === 'email' ? 'E-mail' : 'SMS'} to <strong>${escapeHtml(m.to)}</strong>, <time datetime="${m.createdAt}">${m.createdAt}</time></p>
<pre>${linkify(m.body)}</pre></article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Outbox - Betline demo</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;line-height:1.4}article{border-top:1px solid #c8ccd2;padding:.5rem 0}h2{font-size:1.1rem;margin:.5rem 0}.meta{color:#4a5060;margin:0}pre{white-space:pre-wrap;word-break:break-word;background:#f4f5f7;padding:.75rem}label,input,button{font-size:1rem}</style></head>
<body><main><h1>Outbox</h1><p>Every e-mail and SMS the demo server sent, newest first. Nothing leaves the server.</p>
<form method="get" action="${P.outboxPage}"><label>Recipient <input name="to" value="${escapeHtml(to ?? '')}" placeholder="e-mail or +phone"></label> <button type="submit">Filter</button></form>
${rows || '<p>No messages yet.</p>'}</main></body></html>`;
}

export async function outboxRoutes(
  parent: FastifyInstance,
  { outbox, identity }: { outbox: Outbox; identity: IdentityService },
): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  // The current two-step code of a demo player (README), so that a new user can finish the sign-in.
  app.get(
    DEMO_TWO_STEP_CODE_PATH,
    {
      schema: {
        querystring: z.object({ login: z.string().max(64) }),
        // A development route of the server's own (not in the contracts): its answer is declared here.
        response: answers({
          200: z.object({ login: z.string(), code: z.string(), expiresIn: z.number().int().positive() }),
        }),
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const found = DEMO_TWO_STEP_LOGINS.includes(request.query.login)
        ? await identity.findByIdentifier(request.query.login)
        : undefined;
      if (!found?.totpSecret || !found.totpEnabled) {
        throw new HttpError(404, `no demo player with two-step on is called ${request.query.login}`);
      }
      const seconds = Math.floor(identity.now().getTime() / 1000);
      return {
        login: found.login,
        code: identity.totpCode(found.totpSecret),
        expiresIn: 30 - (seconds % 30),
      };
    },
  );

  app.get(
    P.outbox,
    { schema: { querystring: outboxQuerySchema, response: answers({ 200: outboxListSchema }) } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { data: await outbox.list({ to: request.query.to, limit: request.query.limit }) };
    },
  );

  app.get(P.outboxPage, { schema: { querystring: outboxQuerySchema } }, async (request, reply) => {
    const messages = await outbox.list({ to: request.query.to, limit: request.query.limit });
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(page(messages, request.query.to));
  });
}
