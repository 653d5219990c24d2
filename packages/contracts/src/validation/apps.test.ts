import { describe, expect, it } from 'vitest';
import { createAppInput, sourceNameInput, updateAppInput } from './apps.js';
import { fieldErrors } from './common.js';

const LOGO = '/uploads/0b6c3b0e-3c55-4d59-9b0e-2a4f8a7c1d10.png';
const errors = (schema: typeof createAppInput | typeof updateAppInput, input: unknown) => {
  const r = schema.safeParse(input);
  return r.success ? {} : fieldErrors(r.error);
};

describe('createAppInput', () => {
  it('gives the spec message for each missing field', () => {
    expect(errors(createAppInput, {})).toEqual({
      name: 'name is required!',
      description: 'description is required!',
      logo: 'logo is required!',
    });
  });

  it("uses the create dialog's own spelling for a bad URL", () => {
    expect(errors(createAppInput, { name: 'a', description: 'b', logo: LOGO, webhook_url: 'not a url' })).toEqual({
      webhook_url: 'url not vaild',
    });
    expect(errors(createAppInput, { name: 'a', description: 'b', logo: LOGO, webhook_url: 'ftp://x.test' })).toEqual({
      webhook_url: 'url not vaild',
    });
  });

  it('leaves an empty webhook out', () => {
    const parsed = createAppInput.parse({ name: 'a', description: 'b', logo: LOGO, webhook_url: '' });
    expect(parsed.webhook_url).toBeUndefined();
  });

  it('accepts only logos the upload returned', () => {
    expect(errors(createAppInput, { name: 'a', description: 'b', logo: 'https://evil.test/x.png' })).toEqual({
      logo: 'logo not valid',
    });
  });
});

describe('updateAppInput', () => {
  it("uses the update dialog's messages", () => {
    expect(errors(updateAppInput, { app_id: 'x', description: '', logo: 'x', webhook_url: 'nope' })).toEqual({
      description: 'description is required!',
      logo: 'logo not valid',
      webhook_url: 'url not valid',
    });
  });

  it('clears the webhook when it is emptied', () => {
    expect(updateAppInput.parse({ app_id: 'x', webhook_url: '' }).webhook_url).toBeNull();
    expect(updateAppInput.parse({ app_id: 'x' }).webhook_url).toBeUndefined();
    expect(updateAppInput.parse({ app_id: 'x', webhook_url: 'https://shop.test/hook' }).webhook_url).toBe(
      'https://shop.test/hook',
    );
  });
});

describe('sourceNameInput', () => {
  it("requires a name that fits the payments' source field", () => {
    const check = (name: unknown) => {
      const r = sourceNameInput.safeParse({ name });
      return r.success ? r.data.name : fieldErrors(r.error).name;
    };
    expect(check(undefined)).toBe('name is required!');
    expect(check('   ')).toBe('name is required!');
    expect(check(' web ')).toBe('web');
    expect(check('x'.repeat(256))).toBe('name must be at most 255 characters');
  });
});
