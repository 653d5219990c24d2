import { formatMoney, type Language, localDateTime, MAIL_MESSAGES as M } from '@paygate/contracts';
import { messageIn } from '../../lib/i18n.js';
import type { Mail } from './mail.service.js';

// The account, webhook and complaint mails: their words are contracts' (mails.ts), one message per
// line, and each mail goes in its recipient's language (issue 31: users.language). A date is
// printed DD/MM/YYYY HH:mm in the partner's time zone, named (docs/GLOSSARY.md), in both languages.

/** Whom a mail goes to: the address, the name it greets, the language it is written in. */
export type Recipient = { email: string; name: string; language: Language };

/**
 * A mail in its recipient's language: the subject and each line that is a contracts message
 * translated, links and blank lines as they are.
 */
export const mailTo = (to: Recipient, subject: string, lines: readonly string[], links: string[]): Mail => ({
  to: to.email,
  subject: messageIn(to.language, subject),
  text: lines.map((line) => messageIn(to.language, line)).join('\n'),
  links,
});

export const verificationMail = (to: Recipient, link: string): Mail =>
  mailTo(to, M.verifySubject, [M.hello(to.name), '', M.verifyOpen, link, '', M.verifyValidity], [link]);

export const resetPasswordMail = (to: Recipient, link: string): Mail =>
  mailTo(to, M.resetSubject, [M.hello(to.name), '', M.resetOpen, link, '', M.resetValidity], [link]);

/** Sent instead of a second account (issue 11 item 9): the form answers as for a new address. */
export const registrationAttemptMail = (to: Recipient, links: { login: string; forgotPassword: string }): Mail =>
  mailTo(
    to,
    M.registrationSubject,
    [
      M.hello(to.name),
      '',
      M.registrationTried,
      M.registrationLogIn,
      links.login,
      '',
      M.registrationReset,
      links.forgotPassword,
      '',
      M.registrationNotYou,
    ],
    [links.login, links.forgotPassword],
  );

/** Issue #14: an app's webhook endpoint failed every attempt for 24 hours (sent once per streak). */
export const webhookFailingMail = (
  to: Recipient,
  details: { appName: string; since: Date; timeZone: string; url: string; link: string },
): Mail =>
  mailTo(
    to,
    M.webhooksFailingSubject(details.appName),
    [
      M.hello(to.name),
      '',
      M.webhooksFailingSince(details.url, details.appName, localDateTime(details.since, details.timeZone)),
      M.webhooksFailingStill,
      M.webhooksFailingResend,
      details.link,
    ],
    [details.link],
  );

/**
 * Issue 29 item 2: a payer disputed a payment (`reminder`: its answer is due within a day). To the
 * members who answer complaints (OWNER, FINANCIAL), in the partner's words: what, how much, by when.
 * The amount is written as the recipient's language writes money; the deadline in the partner's zone.
 */
export const complaintMail = (
  to: Recipient,
  details: {
    reminder: boolean;
    appName: string;
    transactionId: string;
    amount: { value: string; currency: string };
    reason: string;
    respondBy: Date;
    timeZone: string;
    link: string;
  },
): Mail => {
  const respondBy = localDateTime(details.respondBy, details.timeZone);
  const amount = formatMoney(details.amount.value, details.amount.currency, to.language);
  return mailTo(
    to,
    details.reminder
      ? M.complaintReminderSubject(details.transactionId, respondBy)
      : M.complaintSubject(details.transactionId, details.appName),
    [
      M.hello(to.name),
      '',
      details.reminder
        ? M.complaintUnanswered(details.transactionId, details.appName)
        : M.complaintOpened(details.transactionId, details.appName),
      M.complaintHeld(amount),
      M.complaintReason(details.reason),
      '',
      M.complaintAnswer(respondBy),
      M.complaintNoAnswer,
      details.link,
    ],
    [details.link],
  );
};
