import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen, STORE } from '../active-token/testSupport';
import { NotificationPage } from './NotificationPage';

afterEach(cleanup);

const notice = (id: string, kind: string, title: string, created_time: string, app_id: string | null = STORE.id) => ({
  __typename: 'Notification',
  id,
  kind,
  title,
  body: `${title}: the body.`,
  app_id,
  created_time,
});

const open = (notifications: ReturnType<typeof notice>[]) =>
  renderScreen(<NotificationPage />, {
    path: '/notification',
    route: '/notification',
    server: (operation) => (operation === 'Notifications' ? { data: { notifications } } : undefined),
  });

const card = async (title: string) => {
  const heading = await screen.findByRole('heading', { name: title });
  const found = heading.closest('.ant-card');
  if (!(found instanceof HTMLElement)) throw new Error(`no card for ${title}`);
  return within(found);
};

describe('the notices on /notification', () => {
  it('leads each notice to where it is dealt with, by its kind', async () => {
    open([
      notice('n1', 'WEBHOOK_FAILING', 'Webhooks of Demo Store are failing', '2026-11-22T17:30:00Z'),
      notice('n2', 'COMPLAINT_OPENED', 'A payer disputed order-1', '2026-11-20T01:00:00Z'),
      notice('n3', 'COMPLAINT_DEADLINE', 'Answer the complaint about order-1 within a day', '2026-11-21T01:00:00Z'),
    ]);

    const webhook = await card('Webhooks of Demo Store are failing');
    expect(webhook.getByRole('link', { name: 'Open the delivery log' }).getAttribute('href')).toBe(
      `/apps/${STORE.id}/webhooks?outcome=FAILED`,
    );
    expect(webhook.queryByRole('link', { name: 'Open the transactions that need a response' })).toBeNull();

    for (const title of ['A payer disputed order-1', 'Answer the complaint about order-1 within a day']) {
      const complaint = await card(title);
      expect(complaint.queryByRole('link', { name: 'Open the delivery log' })).toBeNull();
      expect(
        complaint.getByRole('link', { name: 'Open the transactions that need a response' }).getAttribute('href'),
      ).toBe(`/transaction?app_id=${STORE.id}&needs_response=true`);
    }
  });

  it('dates a notice DD/MM/YYYY HH:mm in the partner’s zone', async () => {
    open([notice('n1', 'WEBHOOK_FAILING', 'Webhooks of Demo Store are failing', '2026-11-22T17:30:00Z')]);
    const webhook = await card('Webhooks of Demo Store are failing');
    // 17:30 UTC is 00:30 the next day in Asia/Ho_Chi_Minh (the viewer's partner).
    expect(webhook.getByText('23/11/2026 00:30')).toBeTruthy();
  });

  it('gives a notice of an unknown kind no link, and still shows the welcome', async () => {
    open([notice('n1', 'SOMETHING_NEW', 'Something new', '2026-11-22T17:30:00Z')]);
    const other = await card('Something new');
    expect(other.queryByRole('link')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Welcome to Paygate Partner Portal' })).toBeTruthy();
  });
});
