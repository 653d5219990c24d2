export * from './enums.js';
export * from './limits.js';
export * from './policy.js';
export * from './validation/account.js';
export * from './validation/apps.js';
export * from './validation/common.js';
