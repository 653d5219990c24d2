import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { maskSecret, SecretValue } from './SecretValue';

// A secret in the app's secrets dialog (issue 28 item 14): hidden on open, shown on demand, copied whole.

const SECRET = 'sk_test_0123456789abcdefWXYZ';

afterEach(cleanup);

describe('SecretValue', () => {
  it('opens masked, showing only the last four characters', () => {
    render(<SecretValue label="App secret" secret={SECRET} />);
    expect(document.body.textContent).not.toContain(SECRET);
    expect(document.body.textContent).toContain('WXYZ');
    expect(screen.getByRole('button', { name: 'Show App secret' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('reveals and hides the secret with the toggle', async () => {
    const user = userEvent.setup();
    render(<SecretValue label="App secret" secret={SECRET} />);
    await user.click(screen.getByRole('button', { name: 'Show App secret' }));
    expect(document.body.textContent).toContain(SECRET);
    await user.click(screen.getByRole('button', { name: 'Hide App secret' }));
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it('copies the whole secret while it stays hidden', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    render(<SecretValue label="App secret" secret={SECRET} />);
    await user.click(screen.getByRole('button', { name: /copy/i }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET));
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it('never shows a short secret whole in its mask', () => {
    expect(maskSecret('abcdefgh')).toBe('••••••••••••efgh');
  });
});
