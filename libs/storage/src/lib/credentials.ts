import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Whether `given` opens a seat holding `stored` credentials. A seat without credentials
 * never authorizes (otherwise anyone could act for an empty seat). The comparison takes the
 * same time wherever the strings differ: both sides are hashed to equal-length digests first,
 * which also hides the stored length.
 */
export function credentialsMatch(stored: unknown, given: unknown): boolean {
  if (typeof stored !== 'string' || stored === '' || typeof given !== 'string') return false;
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(stored), digest(given));
}
