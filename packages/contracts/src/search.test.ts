import { describe, expect, it } from 'vitest';
import { MENU, type MenuItem, SEARCH_KINDS, searchableKinds } from './policy.js';
import { parseSearchQuery, SEARCH_QUERY_MAX, SEARCH_QUERY_TOO_LONG, searchKindsOf } from './search.js';
import { searchInput } from './validation/search.js';

describe('parseSearchQuery (issue #15 item 2)', () => {
  it('looks in every kind without a prefix', () => {
    expect(parseSearchQuery('  ORDER-42 ')).toEqual({ text: 'ORDER-42', kinds: 'all' });
  });

  it('narrows to one kind by its prefix, a space after the colon allowed, any case', () => {
    expect(parseSearchQuery('txn:abc')).toEqual({ text: 'abc', kinds: ['payment'] });
    expect(parseSearchQuery('member: x')).toEqual({ text: 'x', kinds: ['member'] });
    expect(parseSearchQuery('APP:Demo Store')).toEqual({ text: 'Demo Store', kinds: ['app'] });
    expect(parseSearchQuery('channel:web')).toEqual({ text: 'web', kinds: ['channel'] });
  });

  it('keeps an unknown prefix as text: a transaction id may hold a colon', () => {
    expect(parseSearchQuery('order:42')).toEqual({ text: 'order:42', kinds: 'all' });
    expect(parseSearchQuery('http://x')).toEqual({ text: 'http://x', kinds: 'all' });
  });

  it('reads status: anywhere and narrows to payments', () => {
    expect(parseSearchQuery('status:failed ORDER-1')).toEqual({
      text: 'ORDER-1',
      kinds: ['payment'],
      status: 'FAILED',
    });
    expect(parseSearchQuery('ORDER-1 status: SUCCESS')).toEqual({
      text: 'ORDER-1',
      kinds: ['payment'],
      status: 'SUCCESS',
    });
    expect(parseSearchQuery('txn:ORDER-1 status:PENDING')).toEqual({
      text: 'ORDER-1',
      kinds: ['payment'],
      status: 'PENDING',
    });
    // A status beside another kind's prefix: nothing can match.
    expect(parseSearchQuery('status:FAILED app:x').kinds).toEqual([]);
  });

  it('names the statuses when status: holds something else', () => {
    const parsed = parseSearchQuery('status:lost abc');
    expect(parsed.status).toBeUndefined();
    expect(parsed.invalidStatus).toBe('Status is one of SUCCESS, FAILED, CANCEL, PENDING, IN_COMPLAIN, REFUNDED');
    expect(parsed.text).toBe('abc');
  });

  it('reads an empty search as nothing to look for', () => {
    expect(parseSearchQuery('')).toEqual({ text: '', kinds: 'all' });
    expect(parseSearchQuery('   ')).toEqual({ text: '', kinds: 'all' });
    expect(parseSearchQuery('txn:')).toEqual({ text: '', kinds: ['payment'] });
  });

  it('keeps metacharacters and unicode as typed', () => {
    for (const text of ['%', '_', '\\', "'; drop table payments; --", '.*[(', 'Nguyễn 💸']) {
      expect(parseSearchQuery(text)).toEqual({ text, kinds: 'all' });
    }
  });

  it('looks only in the kinds the caller may search', () => {
    expect(searchKindsOf(parseSearchQuery('abc'), ['payment'])).toEqual(['payment']);
    expect(searchKindsOf(parseSearchQuery('member:abc'), ['payment'])).toEqual([]);
  });
});

describe('searchableKinds (the policy table decides)', () => {
  it.each([
    ['OWNER', ['payment', 'app', 'channel', 'member']],
    ['ADMIN', ['payment', 'app', 'channel', 'member']],
    ['TECHNICAL', ['payment', 'app', 'channel']],
    ['FINANCIAL', ['payment']],
    ['SUPPORTER', ['payment']],
    ['SUPERVISOR', ['payment']],
  ] as const)('%s', (userType, kinds) => {
    expect(searchableKinds(userType)).toEqual(kinds);
  });

  it('gives nothing to a caller without a role', () => {
    expect(searchableKinds(null)).toEqual([]);
  });

  it('follows the menu: a role that may not open /transaction gets no payments', () => {
    const menu: MenuItem[] = MENU.map((item) =>
      item.key === 'transaction' ? { ...item, visibleTo: ['OWNER'] } : item,
    );
    expect(searchableKinds('SUPPORTER', menu)).toEqual([]);
    expect(searchableKinds('OWNER', menu)).toEqual(SEARCH_KINDS);
  });
});

describe('searchInput', () => {
  it('refuses a search over the limit with its message, and control characters', () => {
    const long = searchInput.safeParse({ query: 'x'.repeat(1024) });
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]?.message).toBe(SEARCH_QUERY_TOO_LONG);
    expect(searchInput.safeParse({ query: `  ${'x'.repeat(SEARCH_QUERY_MAX)}  ` }).success).toBe(true);
    expect(searchInput.safeParse({ query: 'a\u0000b' }).success).toBe(false);
  });
});
