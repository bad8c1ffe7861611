import { describe, expect, it } from 'vitest';
import { RACE_KIND_LIST } from './racePaths';
import { raceKindSchema } from './race';

describe('race contracts', () => {
  it('the schemas and the paths module list the same kinds', () => {
    expect(raceKindSchema.options).toEqual([...RACE_KIND_LIST]);
  });
});
