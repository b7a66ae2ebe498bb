import { CODE_LENGTH, codeFromBytes, TOKEN_BYTES } from '@academy/shared/invitations';
import { createHash, randomBytes } from 'node:crypto';

/** sha256 of a normalised code or a link token: what the invitation stores instead of the secret. */
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** A 9-character code from crypto randomness (bytes that would bias the alphabet are skipped). */
export function newCode(): string {
  for (;;) {
    const code = codeFromBytes(randomBytes(CODE_LENGTH * 2));
    if (code) return code;
  }
}

/** The e-mailed link's secret: 24 random bytes, 32 characters of base64url. */
export const newToken = () => randomBytes(TOKEN_BYTES).toString('base64url');
