import { channelNameInput, createAppInput } from '@paygate/contracts';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Input } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormItem } from './FormItem';
import { setServerError } from './fieldBinding';
import { useZodForm } from './useZodForm';
import { VerticalForm } from './VerticalForm';

afterEach(cleanup);

// The contracts' messages, read from the schemas rather than retyped here.
const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message ?? '';
const NAME_REQUIRED = messageOf(channelNameInput.safeParse({ name: '' }));
const URL_INVALID = messageOf(createAppInput.shape.webhook_url.safeParse('not a url'));

const ChannelForm = ({ onValid, serverMessage }: { onValid: (name: string) => void; serverMessage?: string }) => {
  const { control, handleSubmit, setError } = useZodForm(channelNameInput, { defaultValues: { name: '' } });
  const submit = handleSubmit(({ name }) => {
    if (serverMessage) setServerError(setError, 'name', serverMessage);
    else onValid(name);
  });
  return (
    <VerticalForm onSubmit={submit} idPrefix="channel">
      <FormItem control={control} name="name" label="Name" required extra="Shown to payers">
        {(field) => <Input {...field} />}
      </FormItem>
      <button type="submit">Create</button>
    </VerticalForm>
  );
};

const nameInput = () => screen.getByRole('textbox', { name: 'Name' });

describe('FormItem (antd)', () => {
  it('names the input by its label alone, marked required by the class styles.css leaves unread', () => {
    render(<ChannelForm onValid={vi.fn()} />);
    expect(nameInput().id).toBe('channel-name');
    const label = document.querySelector(`label[for="${nameInput().id}"]`);
    expect(label?.textContent).toBe('Name');
    expect(label?.classList.contains('ant-form-item-required')).toBe(true);
    expect(screen.getByText('Shown to payers')).toBeTruthy();
  });

  it("shows the contracts' message only once the field was touched", async () => {
    render(<ChannelForm onValid={vi.fn()} />);
    await userEvent.click(nameInput());
    expect(screen.queryByRole('alert')).toBeNull();

    await userEvent.tab();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(NAME_REQUIRED);
    expect(nameInput().getAttribute('aria-invalid')).toBe('true');
    expect(nameInput().getAttribute('aria-describedby')).toBe(alert.id);

    await userEvent.type(nameInput(), 'web');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(nameInput().getAttribute('aria-invalid')).toBeNull();
  });

  it('shows every message on submit, and does not submit an invalid form', async () => {
    const onValid = vi.fn();
    render(<ChannelForm onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect((await screen.findByRole('alert')).textContent).toBe(NAME_REQUIRED);
    expect(onValid).not.toHaveBeenCalled();
  });

  it('submits the parsed value on Enter', async () => {
    const onValid = vi.fn();
    render(<ChannelForm onValid={onValid} />);
    await userEvent.type(nameInput(), '  web {Enter}');
    await waitFor(() => expect(onValid).toHaveBeenCalledWith('web'));
  });

  it('shows a server message under its field', async () => {
    render(<ChannelForm onValid={vi.fn()} serverMessage="A channel named web already exists" />);
    await userEvent.type(nameInput(), 'web{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('A channel named web already exists');
  });
});

describe('useZodForm', () => {
  it("keeps a schema's own message for a rule other than required", async () => {
    const WebhookForm = () => {
      const { control, handleSubmit } = useZodForm(createAppInput.pick({ webhook_url: true }), {
        defaultValues: { webhook_url: '' },
      });
      return (
        <VerticalForm onSubmit={handleSubmit(() => undefined)}>
          <FormItem control={control} name="webhook_url" label="Webhook URL">
            {(field) => <Input {...field} value={field.value ?? ''} onChange={(e) => field.onChange(e.target.value)} />}
          </FormItem>
        </VerticalForm>
      );
    };
    render(<WebhookForm />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Webhook URL' }), 'not a url');
    await userEvent.tab();
    expect((await screen.findByRole('alert')).textContent).toBe(URL_INVALID);
  });
});
