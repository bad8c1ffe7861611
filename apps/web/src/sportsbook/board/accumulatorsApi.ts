import { SPORTSBOOK_PATHS } from '@betline/contracts/paths';
import { get, type Read } from '../../api/sportsbook';
import type { AccumulatorsResponse } from '../../api/types';

/** The home page's accumulators of the day (only the home board's chunk carries this call). */
export function fetchAccumulators(options: Read & { coefViewId?: number } = {}) {
  const params: Record<string, string> =
    options.coefViewId === undefined ? {} : { coefViewId: String(options.coefViewId) };
  return get<AccumulatorsResponse>(
    SPORTSBOOK_PATHS.accumulators,
    'accumulatorsResponseSchema',
    params,
    options.signal,
  );
}
