export { authResolvers } from './auth.resolvers.js';
export { AuthService, endResetLinks, type SessionRow } from './auth.service.js';
export { hashPassword, verifyPassword } from './password.js';
export { SecondFactor } from './second-factor.js';
export { AUTH_CHANNEL, parseAuthNotice, SessionCache } from './session-cache.js';
export { loadSigningKey, SessionTokens } from './session-tokens.js';
export { matchTotp, totpFor } from './totp.js';
