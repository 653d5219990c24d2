import { PERMISSIONS, type Permission, type Role } from '@paygate/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notifications, userPartners, users } from '../../db/schema.js';
import type { Mail, MailService } from './mail.service.js';
import type { Recipient } from './mail.templates.js';

/**
 * Tells a partner something once: a notice on /notification, kept once per `dedupeKey` (any
 * instance, any number of calls), and, only by the call that made it, a mail to each member whose
 * role has `permission` (the policy table). A webhook endpoint failing for a day (issue #14) and a
 * payer's complaint (issue 29) are told so. True when this call made the notice.
 */
export const noticeWithMail = async (
  deps: { db: Db; mail: MailService },
  notice: typeof notifications.$inferInsert,
  permission: Permission,
  mailTo: (member: Recipient) => Mail,
): Promise<boolean> => {
  const [made] = await deps.db.insert(notifications).values(notice).onConflictDoNothing().returning();
  if (!made) return false;
  const members = await deps.db
    .select({ email: users.email, name: users.name, language: users.language })
    .from(userPartners)
    .innerJoin(users, eq(users.id, userPartners.userId))
    .where(
      and(
        eq(userPartners.partnerId, notice.partnerId),
        inArray(userPartners.role, PERMISSIONS[permission] as readonly Role[] as Role[]),
      ),
    );
  for (const member of members) await deps.mail.send(mailTo(member));
  return true;
};
