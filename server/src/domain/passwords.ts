import { hash, verify, type Options } from '@node-rs/argon2';

/** argon2id at the OWASP minimum: 19 MiB, 2 iterations, 1 lane. */
const ARGON2ID_OPTIONS: Options = {
  algorithm: 2, // Algorithm.Argon2id: a const enum, which isolated modules cannot read
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

/**
 * Hash of a random password nobody knows, made with the same parameters. Checking a sign-in for
 * an unknown e-mail against it costs as much as checking a real one, so the response time does
 * not reveal which e-mails have accounts.
 */
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$9ToEc3aygGkUndbTa6HGog$D4NundfJnoejTNXFCpH6MGNwvfGv6yNlnI93Pl4B1Tg';

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID_OPTIONS);
}

/** Verifies against the stored hash, or against the dummy hash when there is no account. */
export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  try {
    const matches = await verify(passwordHash ?? DUMMY_HASH, password);
    return matches && passwordHash !== undefined;
  } catch {
    return false; // a malformed stored hash never signs anyone in
  }
}
