import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { AppError } from '../lib/errors.js';
import {
  ADMIN_COMMANDS,
  type AdminCommand,
  type AdminResult,
  AdminService,
  FEE_KEYS,
  runAdminCommand,
  sendAdminCommand,
} from '../modules/admin/index.js';
import { AuditCheckpoints, loadCheckpointKey } from '../modules/audit/index.js';

const USAGE = `Usage: npm run admin -- <command> [arguments]

Commands:
  activate-user <email>       let a registered user log in (after e-mail verification)
  create-supervisor <email>   give a user the SUPERVISOR type (creates the user if needed)
  list-users                  every user with type, verification, activation and partner count
  list-partners               every partner with its id, fees and disabled banks
  set-fees <partner> <service>=<rate>[+<fixed>]|off …
                              set a partner's fees (partner id or name); a rate is a fraction
                              (0.011) or a percentage (1.1%); only atm_vnd has +fixed (VND).
                              Services: ${FEE_KEYS.join(', ')}
                              refund_fee_returned=on|off: a refund gives back its share of
                              the payment's fee (off by default)
  disable-bank <partner> <bank> …
                              refuse a payment method for the partner: a bank code (VCB: its
                              card and account methods), a token (USDT), or ATM_{bank},
                              VA_{bank}, CRYPTO_{token}, ATM_ALL, VA_ALL, CRYPTO_ALL
  enable-bank <partner> <bank> …
                              allow it again
  verify-audit <partner>      re-hash the partner's audit log and check it against its head row
                              and the signed checkpoints in AUDIT_CHECKPOINT_DIR; names what does
                              not hold (exit 1) — operator changes above are logged there too
  checkpoint-audit            write a signed checkpoint of every partner's audit head now (the
                              server does it every AUDIT_CHECKPOINT_SECONDS)

Environment: DATA_DIR (embedded database, default ./data) or DATABASE_URL (PostgreSQL);
AUDIT_CHECKPOINT_KEY and AUDIT_CHECKPOINT_DIR as the server has them.`;

const COMMANDS = new Set<string>(ADMIN_COMMANDS);

const run = async (): Promise<AdminResult> => {
  const [command, ...args] = process.argv.slice(2);
  if (!command || !COMMANDS.has(command as AdminCommand['command'])) {
    return { ok: false, message: command ? `Unknown command: ${command}\n\n${USAGE}` : USAGE };
  }
  const request: AdminCommand = { command: command as AdminCommand['command'], args };
  const config = loadConfig();
  if (!config.databaseUrl) {
    // The running server owns the embedded database: ask it.
    const answer = await sendAdminCommand(config.dataDir, request);
    if (answer) return answer;
    if (!existsSync(path.join(config.dataDir, 'pgdata'))) {
      return { ok: false, message: `No database in ${config.dataDir}: start the portal once with npm start.` };
    }
  }
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, poolSize: 1 }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  try {
    await database.migrate();
    // The CLI reads a development key file but never makes one: it has written no checkpoint.
    const key = loadCheckpointKey(config, { create: false });
    const checkpoints = key ? new AuditCheckpoints(database.db, key, config.auditCheckpointDir) : undefined;
    return await runAdminCommand(new AdminService(database.db, checkpoints), request);
  } catch (error) {
    if (error instanceof AppError) return { ok: false, message: error.message };
    throw error;
  } finally {
    await database.close();
  }
};

const result = await run();
if (Array.isArray(result.data)) console.table(result.data);
(result.ok ? console.log : console.error)(result.message);
process.exitCode = result.ok ? 0 : 1;
