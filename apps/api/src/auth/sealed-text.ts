import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * A 256-bit key for sealing one kind of secret at rest, derived from the JWT secret with HKDF under its own label, so
 * a database dump alone reveals none of them and each kind has its own key.
 */
export const deriveSealingKey = (jwtSecret: string, label: string): Buffer =>
  Buffer.from(hkdfSync('sha256', jwtSecret, 'sello', label, 32));

/** AES-256-GCM with a random 96-bit IV: `v1.<iv>.<tag>.<ciphertext>`, each part base64url. */
export const sealText = (key: Buffer, text: string): string => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
};

export const openSealedText = (key: Buffer, stored: string): string => {
  const [version, iv, tag, sealed] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !sealed) throw new Error('unreadable sealed text');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
};
