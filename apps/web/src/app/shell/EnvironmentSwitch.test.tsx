import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EnvironmentSwitch } from './EnvironmentSwitch';

afterEach(cleanup);

describe('EnvironmentSwitch (PRODUCT §2.4)', () => {
  it('is a radio group named Environment with the current environment checked', () => {
    render(<EnvironmentSwitch value="PRODUCTION" onChange={() => undefined} />);
    const group = screen.getByRole('radiogroup', { name: 'Environment' });
    expect(group).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Production' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Development' }) as HTMLInputElement).checked).toBe(false);
  });

  it('reports the environment clicked by its label', async () => {
    const onChange = vi.fn();
    render(<EnvironmentSwitch value="PRODUCTION" onChange={onChange} />);
    await userEvent.click(screen.getByText('Development', { exact: true }));
    expect(onChange).toHaveBeenCalledWith('DEVELOPMENT');
  });
});
