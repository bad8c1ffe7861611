import { describe, expect, it } from 'vitest';
import { SHARED_TABLE_IDS } from './sharedRoundPaths';
import { sharedTableIdSchema } from './sharedRounds';

describe('shared table contracts', () => {
  it('the schemas and the paths module list the same tables', () => {
    expect(sharedTableIdSchema.options).toEqual([...SHARED_TABLE_IDS]);
  });
});
