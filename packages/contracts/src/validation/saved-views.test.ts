import { describe, expect, it } from 'vitest';
import { isSavedViewQuery, SAVED_VIEW_NAME_REQUIRED, SAVED_VIEW_QUERY_INVALID, saveViewInput } from './saved-views.js';

describe('saved view input', () => {
  it('keeps a query of the list’s own keys, repeated keys and escapes included', () => {
    expect(isSavedViewQuery('statuses=SUCCEED&statuses=FAILED&pay_memo=a%20b+c&limit=50')).toBe(true);
    expect(isSavedViewQuery('')).toBe(true);
  });

  it('refuses unknown keys, the page, malformed escapes and oversized queries', () => {
    expect(isSavedViewQuery('statuses=SUCCEED&evil=1')).toBe(false);
    expect(isSavedViewQuery('page=3')).toBe(false);
    expect(isSavedViewQuery('%zz=1')).toBe(false);
    expect(isSavedViewQuery(`pay_memo=${'x'.repeat(2000)}`)).toBe(false);
  });

  it('says which field is wrong, in the messages the form shows', () => {
    const blank = saveViewInput.safeParse({ name: '   ', query: 'limit=20' });
    expect(blank.error?.issues[0]?.message).toBe(SAVED_VIEW_NAME_REQUIRED);
    const long = saveViewInput.safeParse({ name: 'x'.repeat(61), query: '' });
    expect(long.error?.issues[0]?.message).toBe('View name must be at most 60 characters');
    const bad = saveViewInput.safeParse({ name: 'Failed', query: 'sql=1;drop' });
    expect(bad.error?.issues[0]?.message).toBe(SAVED_VIEW_QUERY_INVALID);
    expect(saveViewInput.parse({ name: ' Failed today ', query: 'statuses=FAILED' })).toEqual({
      name: 'Failed today',
      query: 'statuses=FAILED',
      is_default: false,
    });
  });
});
