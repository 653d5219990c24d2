import { fill } from './i18n/message.js';

// The words of the mails the server sends (account, webhooks, complaints, statements), one message
// per line, so that each goes to its recipient in their language (issue 31: users.language, chosen
// on /setting) through the contracts' catalogue (src/i18n/message.ts). The server's templates
// (apps/server/src/modules/mail/mail.templates.ts) put them together with the links.

export const MAIL_MESSAGES = {
  hello: (name: string) => fill(/*i18n*/ 'Hello {name},', { name }),

  verifySubject: /*i18n*/ 'Verify your email for Paygate Partner Portal',
  verifyOpen: /*i18n*/ 'Thank you for registering. Open this link to verify your email address:',
  verifyValidity:
    /*i18n*/ 'The link is valid for 48 hours. After verification an administrator activates your account.',

  resetSubject: /*i18n*/ 'Reset your Paygate Partner Portal password',
  resetOpen: /*i18n*/ 'Someone asked to reset the password of your account. Open this link to choose a new one:',
  resetValidity: /*i18n*/ 'The link is valid for 1 hour and works once. If you did not ask for it, ignore this mail.',

  registrationSubject: /*i18n*/ 'Someone tried to register with your email at Paygate Partner Portal',
  registrationTried:
    /*i18n*/ 'Someone tried to register a new Paygate Partner Portal account with this email address, which already has an account.',
  registrationLogIn: /*i18n*/ 'If it was you, log in:',
  registrationReset: /*i18n*/ 'or, if you forgot your password, reset it:',
  registrationNotYou: /*i18n*/ 'If it was not you, ignore this mail: nothing has changed.',

  webhooksFailingSubject: (appName: string) =>
    fill(/*i18n*/ 'Webhooks of {appName} have been failing for 24 hours', { appName }),
  webhooksFailingSince: (url: string, appName: string, since: string) =>
    fill(/*i18n*/ 'Every webhook delivery to {url} for the app {appName} has failed since {since}.', {
      url,
      appName,
      since,
    }),
  webhooksFailingStill:
    /*i18n*/ 'Payments keep being processed, but your server is not being told about them. Check that the endpoint answers',
  webhooksFailingResend: /*i18n*/ 'with a 2xx status, then resend the failed events from the delivery log:',

  complaintReminderSubject: (transactionId: string, respondBy: string) =>
    fill(/*i18n*/ 'Answer the complaint about {transactionId} by {respondBy}', { transactionId, respondBy }),
  complaintSubject: (transactionId: string, appName: string) =>
    fill(/*i18n*/ 'A payer disputed {transactionId} ({appName})', { transactionId, appName }),
  complaintUnanswered: (transactionId: string, appName: string) =>
    fill(/*i18n*/ 'The complaint about the payment {transactionId} of {appName} has not been answered.', {
      transactionId,
      appName,
    }),
  complaintOpened: (transactionId: string, appName: string) =>
    fill(/*i18n*/ 'A payer disputed the payment {transactionId} of {appName}.', { transactionId, appName }),
  complaintHeld: (amount: string) =>
    fill(/*i18n*/ 'Disputed: {amount}, held from your available balance while the complaint is open.', { amount }),
  complaintReason: (reason: string) => fill(/*i18n*/ "The payer's reason: {reason}", { reason }),
  complaintAnswer: (respondBy: string) =>
    fill(/*i18n*/ 'Accept it (the payer is refunded) or contest it with a note and evidence before {respondBy}.', {
      respondBy,
    }),
  complaintNoAnswer: /*i18n*/ 'Without an answer by then, the payer is refunded.',

  statementGreeting: (partnerName: string, period: string, timeZone: string) =>
    fill(/*i18n*/ 'The statement of {partnerName} for {period} (the month in {timeZone}), production balances:', {
      partnerName,
      period,
      timeZone,
    }),
  statementNoBalance: /*i18n*/ 'No production balance had a movement yet.',
  statementChecked:
    /*i18n*/ 'Each statement was checked against the ledger: opening balance + credits + debits = closing balance.',
  statementWhy:
    /*i18n*/ 'You receive this because you asked for monthly statements on the Statements screen; you can turn it off there.',
  statementOpening: /*i18n*/ 'Opening balance',
  statementCredits: /*i18n*/ 'Credits',
  statementDebits: /*i18n*/ 'Debits',
  statementClosing: /*i18n*/ 'Closing balance',
  statementFees: /*i18n*/ 'Fees charged',
  statementFiles: (link: string) => fill(/*i18n*/ 'PDF and CSV: {link}', { link }),
} as const;
