import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (m=19 MiB, t=2, p=1: OWASP's minimum recommendation).
export const hashPassword = (password: string): Promise<string> => hash(password);

// Verifying against a fixed hash when the account does not exist keeps the response time the
// same, so timing does not reveal which e-mail addresses are registered.
let dummyHash: Promise<string> | undefined;
export const verifyPassword = async (passwordHash: string | undefined, password: string): Promise<boolean> => {
  if (!passwordHash) {
    dummyHash ??= hash('not-a-real-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
};
