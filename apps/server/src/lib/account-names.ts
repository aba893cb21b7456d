import { z } from 'zod';

/**
 * A player's name: letters of any script, digits, and . _ - inside, 2 to 24 of them, read in
 * Unicode's compatibility form (so a full-width "Ａｄａ" is "Ada"). Names are unique whatever
 * their case.
 */
export const accountName = z
  .string()
  .transform((name) => name.normalize('NFKC').trim())
  .pipe(z.string().regex(/^[\p{L}\p{N}](?:[\p{L}\p{N}._-]{0,22}[\p{L}\p{N}])?$/u, 'a name is 2 to 24 letters or digits, with . _ - only between them').min(2, 'a name is 2 to 24 letters or digits'));
