/** Tag colours of the roles, shared by the team table and the pending invites. */
export const ROLE_COLORS: Record<string, string> = {
  OWNER: 'gold',
  ADMIN: 'blue',
  TECHNICAL: 'cyan',
  FINANCIAL: 'green',
  SUPPORTER: 'default',
};
