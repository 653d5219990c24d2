// Where a notice on /notification leads, by its kind (the notifications' `kind`, written by the
// server): a failing webhook to the app's delivery log, a payer's complaint to the transactions
// waiting for the merchant's answer. The mail of a complaint links the payment itself
// (/transaction?payment_id=…); the notice carries no payment id, so the link is the list filtered
// as closely as the notice allows: the app's payments whose complaint needs a response.

export type NoticeLink = { to: string; leadsTo: 'deliveryLog' | 'complaints' };

export const noticeLink = (notice: { kind: string; app_id?: string | null }): NoticeLink | undefined => {
  const appId = notice.app_id ?? undefined;
  switch (notice.kind) {
    case 'WEBHOOK_FAILING':
      return appId
        ? { leadsTo: 'deliveryLog', to: `/apps/${encodeURIComponent(appId)}/webhooks?outcome=FAILED` }
        : undefined;
    case 'COMPLAINT_OPENED':
    case 'COMPLAINT_DEADLINE': {
      const query = new URLSearchParams(appId ? { app_id: appId } : {});
      query.set('needs_response', 'true');
      return { leadsTo: 'complaints', to: `/transaction?${query}` };
    }
    default:
      return undefined;
  }
};
