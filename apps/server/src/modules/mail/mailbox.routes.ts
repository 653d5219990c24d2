import type { FastifyInstance } from 'fastify';
import type { MailService } from './mail.service.js';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The dev mailbox: registered only when SMTP_URL is unset and NODE_ENV is not production.
 * A page for people and a JSON list (newest first) for tests.
 */
export const mailboxRoutes = async (app: FastifyInstance, opts: { mail: MailService }) => {
  app.get('/dev/mailbox.json', async () => opts.mail.list());

  app.get('/dev/mailbox', async (_req, reply) => {
    const mails = await opts.mail.list();
    const items = mails
      .map((m) => {
        const text = escapeHtml(m.text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');
        return `<article><header><strong>${escapeHtml(m.subject)}</strong><span>to ${escapeHtml(m.to)} · ${escapeHtml(
          m.created_at,
        )}</span></header><pre>${text}</pre></article>`;
      })
      .join('\n');
    const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev mailbox · Paygate</title>
<style>body{font:14px system-ui,sans-serif;max-width:860px;margin:32px auto;color:#1f1f1f}h1{font-size:20px}
article{border:1px solid #e5e5e5;border-radius:8px;margin:12px 0;padding:12px 16px}header{display:flex;justify-content:space-between;gap:12px}
header span{color:#777}pre{white-space:pre-wrap;font:13px ui-monospace,monospace}</style></head>
<body><h1>Dev mailbox</h1><p>Mail the server would have sent (no SMTP_URL set). Newest first.</p>
${items || '<p><em>No mail yet.</em></p>'}</body></html>`;
    return reply.type('text/html; charset=utf-8').send(body);
  });
};
