import { z } from 'zod';

// The query parameters of a listing that comes in pages (the lobby's match list, the match
// history): how many rows a page holds, and where the next page starts.

/** `limit` as a query string carries it: a whole number from 1 to `max`. */
export function pageLimit(max: number) {
  const message = `must be a whole number from 1 to ${max}`;
  return z
    .string()
    .regex(/^[0-9]+$/, message)
    .transform(Number)
    .pipe(z.number().min(1, message).max(max, `must be at most ${max}`));
}

/**
 * Where a page ends, for the client to send back as `after`: opaque to it (base64url JSON of
 * the last row's sort time and id), so the keyset can change without clients changing.
 */
export function pageCursor<K extends string>(timeKey: K) {
  type Place = { [key in K]: number } & { matchID: string };
  return {
    encode: (after: Place) => Buffer.from(JSON.stringify([after[timeKey], after.matchID])).toString('base64url'),
    schema: z
      .string()
      .max(400, 'is not a cursor this server gave (too long)')
      .transform((text, context): Place => {
        let value: unknown;
        try {
          value = JSON.parse(Buffer.from(text, 'base64url').toString());
        } catch {
          value = undefined;
        }
        const parsed = z.tuple([z.number().int().nonnegative(), z.string().min(1).max(200)]).safeParse(value);
        if (!parsed.success) {
          context.addIssue({ code: 'custom', message: 'is not a cursor this server gave: pass back the `next` of the page before' });
          return z.NEVER;
        }
        return { [timeKey]: parsed.data[0], matchID: parsed.data[1] } as Place;
      }),
  };
}
