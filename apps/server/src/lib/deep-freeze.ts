/**
 * Freezes a value and everything inside it (Dates aside): a cached object serves many requests,
 * so nothing may write to it.
 */
export const deepFreeze = <T>(value: T): T => {
  if (value && typeof value === 'object' && !Object.isFrozen(value) && !(value instanceof Date)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
};
