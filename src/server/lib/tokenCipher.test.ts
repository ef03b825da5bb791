import { randomBytes } from 'node:crypto';
import { createTokenCipher } from './tokenCipher';

describe('token cipher (AES-256-GCM)', () => {
  const cipher = createTokenCipher(randomBytes(32));

  it('round-trips a token and never stores it in the clear', () => {
    const sealed = cipher.encrypt('EAAG-secret-token');
    expect(sealed).not.toContain('EAAG');
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(cipher.decrypt(sealed)).toBe('EAAG-secret-token');
  });

  it('uses a fresh IV each time', () => {
    expect(cipher.encrypt('same')).not.toBe(cipher.encrypt('same'));
  });

  it('refuses a tampered value and a value sealed under another key', () => {
    const sealed = cipher.encrypt('token');
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    expect(() => cipher.decrypt(tampered)).toThrow();
    expect(() => createTokenCipher(randomBytes(32)).decrypt(sealed)).toThrow();
    expect(() => cipher.decrypt('plain-token')).toThrow('unknown token format');
  });

  it('requires a 32-byte key', () => {
    expect(() => createTokenCipher(randomBytes(16))).toThrow('32 bytes');
  });
});
