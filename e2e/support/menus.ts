/**
 * The sidebar each role sees, top to bottom, as a user reads it (PRODUCT §6; the policy table's
 * menu). Written out rather than read from the policy: the journeys check the screen against what
 * the product says, not the code against itself.
 */
export const SIDEBAR = {
  OWNER: [
    'Dashboard',
    'Apps',
    'Sources',
    'User Manager',
    'Transaction',
    'Balance history',
    'Reports',
    'Api Tool',
    'Audit Log',
    'Docs',
  ],
  TECHNICAL: ['Apps', 'Sources', 'Transaction', 'Api Tool', 'Docs'],
  FINANCIAL: ['Dashboard', 'Transaction', 'Balance history', 'Reports', 'Docs'],
  SUPPORTER: ['Dashboard', 'Transaction', 'Docs'],
} as const satisfies Record<string, readonly string[]>;
