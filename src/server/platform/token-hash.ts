import crypto from 'node:crypto';

/**
 * The SHA-256 (hex) under which a secret handed to a person is kept: session tokens, API tokens, links
 * sent by e-mail. A database that leaks holds no usable secret.
 */
export const sha256Hex = (secret: string): string => crypto.createHash('sha256').update(secret).digest('hex');
