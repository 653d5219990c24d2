import { existsSync, rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import { ADMIN_COMMANDS, type AdminResult, type AdminService, runAdminCommand } from './admin.service.js';

// The embedded database belongs to one process. While the server runs, the operator CLI reaches
// it through a Unix socket inside DATA_DIR: only users who can read the data folder can use it.

export const adminSocketPath = (dataDir: string) => path.join(dataDir, 'admin.sock');

const commandSchema = z.object({
  command: z.enum(ADMIN_COMMANDS),
  args: z.array(z.string().max(200)).max(20),
});

export const startAdminSocket = async (
  dataDir: string,
  admin: AdminService,
  log: FastifyBaseLogger,
): Promise<FastifyInstance | undefined> => {
  const socketPath = adminSocketPath(dataDir);
  if (socketPath.length > 100) {
    log.warn({ socketPath }, 'DATA_DIR path too long for the admin socket: stop the server to use the CLI');
    return undefined;
  }
  if (existsSync(socketPath)) rmSync(socketPath);
  const server = Fastify({ logger: false });
  server.post('/admin', async (req, reply) => {
    const parsed = commandSchema.safeParse(req.body);
    if (!parsed.success) return reply.code(400).send({ ok: false, message: 'Unknown command' } satisfies AdminResult);
    try {
      const result = await runAdminCommand(admin, parsed.data);
      log.info({ admin: { command: parsed.data.command } }, 'operator command');
      return result;
    } catch (error) {
      if (error instanceof AppError)
        return reply.code(400).send({ ok: false, message: error.message } satisfies AdminResult);
      throw error;
    }
  });
  await server.listen({ path: socketPath });
  return server;
};

/** Sends a command to a running server; undefined when no server answers on the socket. */
export const sendAdminCommand = (dataDir: string, body: unknown): Promise<AdminResult | undefined> =>
  new Promise((resolve, reject) => {
    const socketPath = adminSocketPath(dataDir);
    if (!existsSync(socketPath)) return resolve(undefined);
    const payload = JSON.stringify(body);
    const req = http.request(
      {
        socketPath,
        path: '/admin',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => {
          try {
            resolve(JSON.parse(text) as AdminResult);
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => {
      // A socket left behind by a server that died: nobody is listening, use the database directly.
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') resolve(undefined);
      else reject(error);
    });
    req.end(payload);
  });
