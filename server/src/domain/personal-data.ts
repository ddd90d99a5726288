/**
 * Personal data at rest (ADR 030): sealed with AES-256-GCM under a key from the configuration, and
 * looked up by a keyed hash, so the database holds neither a NIC number nor a card photo in the
 * clear and a stolen copy of it cannot be searched for a known number.
 *
 * Sealed form: version (1 byte) | IV (12) | tag (16) | ciphertext. The caller's `context` (table,
 * field and row, e.g. `identity_verifications.nic:<verification id>`) is authenticated with it, so a value copied to another
 * row or field does not open.
 */
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = 1 + IV_BYTES + TAG_BYTES;

export interface PersonalDataKeys {
  readonly encryption: Buffer;
  readonly lookup: Buffer;
}

/** Two keys from the configured one (HKDF-SHA256): one seals, the other hashes for lookups, so neither use weakens the other. */
export function personalDataKeys(masterKey: Buffer): PersonalDataKeys {
  if (masterKey.length !== 32) throw new Error('The personal data key must be 32 bytes.');
  const derive = (purpose: string) =>
    Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), `playprize personal data: ${purpose}`, 32));
  return { encryption: derive('encryption v1'), lookup: derive('lookup v1') };
}

export function sealPersonalData(keys: PersonalDataKeys, plaintext: Buffer | string, context: string): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keys.encryption, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([
    cipher.update(typeof plaintext === 'string' ? Buffer.from(plaintext, 'utf8') : plaintext),
    cipher.final(),
  ]);
  return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), ciphertext]);
}

/** The plaintext of a sealed value; throws if it was altered, sealed under another key, or for another context. */
export function openPersonalData(keys: PersonalDataKeys, sealed: Uint8Array, context: string): Buffer {
  if (sealed.length < HEADER_BYTES || sealed[0] !== VERSION) throw new Error('Not a sealed personal data value.');
  const decipher = createDecipheriv('aes-256-gcm', keys.encryption, sealed.subarray(1, 1 + IV_BYTES), { authTagLength: TAG_BYTES });
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(sealed.subarray(1 + IV_BYTES, HEADER_BYTES));
  return Buffer.concat([decipher.update(sealed.subarray(HEADER_BYTES)), decipher.final()]);
}

/** The keyed hash a uniqueness check compares (hex HMAC-SHA256 of `kind` and the canonical value). */
export function lookupHash(keys: PersonalDataKeys, kind: string, canonicalValue: string): string {
  return createHmac('sha256', keys.lookup).update(`${kind}\u0000${canonicalValue}`).digest('hex');
}
