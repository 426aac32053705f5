import { describe, expect, it } from 'vitest';
import { firstNameOf } from './users.js';

describe('firstNameOf', () => {
  it('answers the first word, as trimming and splitting on white space does', () => {
    const names = [
      'Tess Anders',
      'Tess',
      '  Tess   Anders  ',
      '',
      '   ',
      'Mary-Jo Van der Berg',
      'Tess\tAnders',
      'Tess\nAnders',
      '\u00a0Tess\u00a0Anders',
      'Tess\u2003Anders',
      '\ufeffTess\u3000Anders',
      'Tess\u2028Anders',
      'Zoë Ørsted',
      '李 小龙',
    ];
    for (const name of names) {
      expect(firstNameOf(name), JSON.stringify(name)).toBe(name.trim().split(/\s+/)[0] ?? '');
    }
  });
});
