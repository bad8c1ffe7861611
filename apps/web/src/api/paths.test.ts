import { describe, expect, it } from 'vitest';
import {
  AGREEMENT_RULES_ACCEPT_PATH,
  AGREEMENT_RULES_STATUS_PATH,
  BAN_STATE_PATH,
  BLOCK_PATH,
  CONFIG_GROUPS_PATH,
  MAINTENANCE_PATH,
  SITE_CONFIG_PATH,
  TERMS_NOT_ACCEPTED_EXCEPTION_CODE,
  TERMS_NOT_ACCEPTED_STATUS,
} from '@betline/contracts';
import { PATHS, TERMS_NOT_ACCEPTED } from './paths';

describe('client paths', () => {
  it('equal the contracts', () => {
    expect(PATHS).toEqual({
      siteConfig: SITE_CONFIG_PATH,
      configGroups: CONFIG_GROUPS_PATH,
      termsStatus: AGREEMENT_RULES_STATUS_PATH,
      termsAccept: AGREEMENT_RULES_ACCEPT_PATH,
      maintenance: MAINTENANCE_PATH,
      block: BLOCK_PATH,
      banState: BAN_STATE_PATH,
    });
    expect(TERMS_NOT_ACCEPTED).toEqual({
      status: TERMS_NOT_ACCEPTED_STATUS,
      exceptionCode: TERMS_NOT_ACCEPTED_EXCEPTION_CODE,
    });
  });
});
