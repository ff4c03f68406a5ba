// Passwords are hashed with argon2id (the library's default algorithm and OWASP parameters).
import { hash, verify } from '@node-rs/argon2';

export const minPasswordLength = 8;

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
