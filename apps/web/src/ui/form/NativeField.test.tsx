import { loginInput } from '@paygate/contracts';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setServerError } from './fieldBinding';
import { NativeField, NativeForm } from './NativeField';
import { useZodForm } from './useZodForm';

afterEach(cleanup);

const EMAIL_REQUIRED = loginInput.shape.email_or_phone_number.safeParse('').error?.issues[0]?.message ?? '';

const LoginForm = ({ onValid, otpMessage }: { onValid: () => void; otpMessage?: string }) => {
  const { control, handleSubmit, setError } = useZodForm(loginInput, {
    defaultValues: { email_or_phone_number: '', password: '', otp: '' },
  });
  const submit = handleSubmit(() => {
    if (otpMessage) setServerError(setError, 'otp', otpMessage, { shouldFocus: true });
    else onValid();
  });
  return (
    <NativeForm onSubmit={submit}>
      <NativeField control={control} name="email_or_phone_number" label="Email" />
      <NativeField control={control} name="password" label="Password" type="password" />
      <NativeField control={control} name="otp" label="OTP" />
      <button type="submit">Login</button>
    </NativeForm>
  );
};

const email = () => screen.getByRole('textbox', { name: 'Email' });

describe('NativeField (no antd)', () => {
  it("shows the contracts' message once the field was left, tied to the input", async () => {
    render(<LoginForm onValid={vi.fn()} />);
    expect(email().id).toBe('email_or_phone_number');
    await userEvent.click(email());
    expect(screen.queryByRole('alert')).toBeNull();

    await userEvent.tab();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(EMAIL_REQUIRED);
    expect(email().getAttribute('aria-describedby')).toBe(alert.id);
    expect(email().getAttribute('aria-invalid')).toBe('true');
  });

  it('submits on Enter once valid', async () => {
    const onValid = vi.fn();
    render(<LoginForm onValid={onValid} />);
    await userEvent.type(email(), 'a@b.test');
    await userEvent.type(screen.getByLabelText('Password'), 'secret{Enter}');
    await waitFor(() => expect(onValid).toHaveBeenCalledOnce());
  });

  it('shows a server message under its field and focuses it', async () => {
    render(<LoginForm onValid={vi.fn()} otpMessage="OTP is invalid" />);
    await userEvent.type(email(), 'a@b.test');
    await userEvent.type(screen.getByLabelText('Password'), 'secret{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('OTP is invalid');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'OTP' }));
  });
});
