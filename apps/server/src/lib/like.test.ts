import { describe, expect, it } from 'vitest';
import { containsPattern, escapeLike } from './like.js';

describe('escapeLike', () => {
  it('escapes the LIKE wildcards and the escape character', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
    expect(containsPattern("'; drop table x; --")).toBe("%'; drop table x; --%");
    expect(containsPattern('.*[(💸')).toBe('%.*[(💸%');
  });
});
