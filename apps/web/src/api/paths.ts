/**
 * Server paths the client calls. They equal the constants of @betline/contracts (checked by paths.test.ts);
 * they are repeated here so that the client bundle does not pull in the contracts' zod schemas (DESIGN
 * "Budgets": full zod stays on the server, the client validates answers in development and tests only).
 */
export const PATHS = {
  siteConfig: '/bff-api/config/all.json',
  configGroups: '/bff-api/config/groups',
  termsStatus: '/web-api/api-v3/v2/user/agreement-rules/status',
  termsAccept: '/web-api/api-v3/v2/user/agreement-rules/accept',
  maintenance: '/web-api/api/v1/maintenance',
  block: '/blocks-api/api/v2/block',
  banState: '/web-api/api/v1/user/ban-state',
} as const;

/** HTTP 451 with this exception code: the player must confirm the new terms first (ERR-018). */
export const TERMS_NOT_ACCEPTED = { status: 451, exceptionCode: 1 } as const;
