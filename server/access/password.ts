// Passwords are hashed with argon2id (the library's default algorithm and OWASP parameters).
import { hash, verify } from '@node-rs/argon2';

// The shortest password is part of the contract (the browser checks it before sending).
export { minPasswordLength } from '../../schema/api/access';

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  // Hash anyway when there is no stored hash, so timing does not reveal which accounts exist.
  if (!passwordHash) {
    await hash(password);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
