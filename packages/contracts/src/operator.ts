/**
 * The operator API (`/operator-api/*`): calls of the site's back office (content, support, identity documents).
 * Each carries `Authorization: Bearer <operator token>`; without a valid one the answer is 401
 * `{ code: 'operator_unauthenticated' }`. The demo data has a demo operator (its token is in the README), accepted
 * only where the demo routes are on.
 */
import { z } from 'zod';

// The paths (OPERATOR_API_PATH, OPERATOR_PATHS) are in ./paths.

export const OPERATOR_UNAUTHENTICATED = 'operator_unauthenticated';

/** `GET /operator-api/me` */
export const operatorMeSchema = z.object({
  operatorId: z.number().int().positive(),
  name: z.string(),
});
export type OperatorMe = z.infer<typeof operatorMeSchema>;
