import { describe, expect, it } from 'vitest';
import { safeUrl } from './logger.js';

describe('safeUrl', () => {
  it('masks the activation token in the path', () => {
    expect(safeUrl('/active/abc.def')).toBe('/active/[redacted]');
  });

  it('masks secret query values and keeps the others', () => {
    expect(safeUrl('/reset-password?user_id=42&token=s3cret')).toBe('/reset-password?user_id=42&token=%5Bredacted%5D');
  });

  it('leaves ordinary URLs alone', () => {
    expect(safeUrl('/transaction?page=2&limit=20')).toBe('/transaction?page=2&limit=20');
  });
});
