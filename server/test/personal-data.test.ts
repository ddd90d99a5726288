/**
 * Personal data at rest (ADR 030): AES-256-GCM under a configured key, bound to its place by the
 * context, and a keyed hash for lookups. What a stolen database or a swapped value gets: nothing.
 */
import { randomBytes } from 'node:crypto';
import { lookupHash, openPersonalData, personalDataKeys, sealPersonalData } from '../src/domain/personal-data';

const keys = personalDataKeys(randomBytes(32));
const NIC = '199025401234';
const context = 'nic:6f1c2a52-3d7e-4f0b-9a51-2a1f8d0c9b11';

describe('personal data at rest', () => {
  it('opens what it sealed, and the sealed bytes hold no trace of the plaintext', () => {
    const sealed = sealPersonalData(keys, NIC, context);
    expect(openPersonalData(keys, sealed, context).toString('utf8')).toBe(NIC);
    for (const form of [NIC, NIC.slice(-6), Buffer.from(NIC).toString('base64'), Buffer.from(NIC).toString('hex')]) {
      expect(sealed.toString('latin1')).not.toContain(form);
      expect(sealed.toString('hex')).not.toContain(form);
    }
  });

  it('seals the same value differently each time (a fresh IV), so equal numbers are not visible as equal rows', () => {
    const seals = new Set(Array.from({ length: 50 }, () => sealPersonalData(keys, NIC, context).toString('hex')));
    expect(seals.size).toBe(50);
  });

  it('seals binary data (a card photo) byte for byte', () => {
    const photo = randomBytes(64 * 1024);
    expect(openPersonalData(keys, sealPersonalData(keys, photo, 'nic-front:p1'), 'nic-front:p1').equals(photo)).toBe(true);
  });

  it('refuses a value altered anywhere, under another key, or moved to another row or field', () => {
    const sealed = sealPersonalData(keys, NIC, context);
    for (const index of [0, 1, 13, 29, sealed.length - 1]) {
      const altered = Buffer.from(sealed);
      altered[index]! ^= 0x01;
      expect(() => openPersonalData(keys, altered, context)).toThrow();
    }
    expect(() => openPersonalData(keys, sealed.subarray(0, 20), context)).toThrow();
    expect(() => openPersonalData(personalDataKeys(randomBytes(32)), sealed, context)).toThrow();
    expect(() => openPersonalData(keys, sealed, 'nic:another-player')).toThrow();
    expect(() => openPersonalData(keys, sealed, 'bank-account:6f1c2a52-3d7e-4f0b-9a51-2a1f8d0c9b11')).toThrow();
  });

  it('hashes for lookups: the same for the same value, different for another value, kind or key, and never the value', () => {
    const hash = lookupHash(keys, 'nic', NIC);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(lookupHash(keys, 'nic', NIC)).toBe(hash);
    expect(lookupHash(keys, 'nic', '199025401235')).not.toBe(hash);
    expect(lookupHash(keys, 'bank-account', NIC)).not.toBe(hash);
    expect(lookupHash(personalDataKeys(randomBytes(32)), 'nic', NIC)).not.toBe(hash);
    expect(hash).not.toContain(NIC);
  });

  it('derives separate keys for sealing and hashing, and takes only a 32-byte key', () => {
    expect(keys.encryption.equals(keys.lookup)).toBe(false);
    expect(() => personalDataKeys(randomBytes(16))).toThrow('The personal data key must be 32 bytes.');
  });
});
