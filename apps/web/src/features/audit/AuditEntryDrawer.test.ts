import { describe, expect, it } from 'vitest';
import { actorText, changeRows } from './AuditEntryDrawer';

describe('an audit entry as the screen shows it', () => {
  it('lists each changed field with its before and after, in the stored order', () => {
    expect(
      changeRows({ name: { before: 'Old', after: 'New' }, app_secret: { before: '[redacted]', after: '[redacted]' } }),
    ).toEqual([
      { field: 'name', before: 'Old', after: 'New' },
      { field: 'app_secret', before: '[redacted]', after: '[redacted]' },
    ]);
    expect(changeRows(null)).toEqual([]);
    expect(changeRows('not an object')).toEqual([]);
  });

  it('names the actor: a member by name and e-mail, the operator and the server by what they are', () => {
    expect(actorText({ actor_type: 'USER', actor_name: 'Olivia Owner', actor_email: 'owner@demo.test' })).toBe(
      'Olivia Owner · owner@demo.test',
    );
    expect(actorText({ actor_type: 'OPERATOR', actor_name: null, actor_email: null })).toBe('Operator (CLI)');
    expect(actorText({ actor_type: 'SYSTEM', actor_name: null, actor_email: null })).toBe('System');
  });
});
