import { hash, verify } from '@node-rs/argon2';

// Algorithm 2 = argon2id (the enum is a const enum, which type stripping cannot inline).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

/**
 * A hash no password matches, verified when the account is unknown so that a sign-in takes as long
 * for an unknown identifier as for a known one (no account enumeration by timing).
 */
let dummyHash: Promise<string> | null = null;
const dummy = () => (dummyHash ??= hashPassword(`dummy-${Math.random()}-${Date.now()}`));

/** Checks a password against a stored hash; with no hash (unknown account), does the same work and says no. */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  try {
    if (passwordHash === null) {
      await verify(await dummy(), password);
      return false;
    }
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
