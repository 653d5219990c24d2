export { type Mail, MailService } from './mail.service.js';
export {
  complaintMail,
  mailTo,
  type Recipient,
  registrationAttemptMail,
  resetPasswordMail,
  verificationMail,
  webhookFailingMail,
} from './mail.templates.js';
export { mailboxRoutes } from './mailbox.routes.js';
export { noticeWithMail } from './partner-notice.js';
