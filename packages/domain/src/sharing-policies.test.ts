import { describe, expect, it } from 'vitest';
import { sharingPolicyCreateSchema } from './sharing-policies.js';
import { duplicatePolicyName } from './sharing-policy-constants.js';

describe('sharing policy schemas', () => {
  it('fills the defaults of a new policy', () => {
    expect(sharingPolicyCreateSchema.parse({ name: ' Partners ' })).toEqual({
      name: 'Partners',
      description: '',
      visibility: 'private',
      allow_comments: true,
      allow_location_sharing: true,
      show_hunter_info: true,
      allowed_users: [],
    });
  });

  it('refuses a blank name, an unknown visibility and a repeated hunter', () => {
    const result = sharingPolicyCreateSchema.safeParse({
      name: ' ',
      visibility: 'world',
      allowed_users: [2, 2],
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'Policy name is required'],
      ['visibility', 'Visibility must be public, private, group or user'],
      ['allowed_users', 'Each hunter may appear only once'],
    ]);
  });

  it('names a copy within the name limit', () => {
    expect(duplicatePolicyName('Partners')).toBe('Partners (copy)');
    expect(duplicatePolicyName('p'.repeat(100))).toHaveLength(100);
  });
});
