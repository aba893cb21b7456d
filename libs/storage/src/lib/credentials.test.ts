import { describe, expect, it } from 'vitest';
import { credentialsMatch } from './credentials';

describe('credentialsMatch', () => {
  it('accepts only the same non-empty string', () => {
    expect(credentialsMatch('s3cret', 's3cret')).toBe(true);
    expect(credentialsMatch('s3cret', 's3cre')).toBe(false);
    expect(credentialsMatch('s3cret', 's3cret ')).toBe(false);
    expect(credentialsMatch('s3cret', undefined)).toBe(false);
  });

  it('never opens a seat without credentials', () => {
    expect(credentialsMatch(undefined, undefined)).toBe(false);
    expect(credentialsMatch('', '')).toBe(false);
    expect(credentialsMatch(null, 'null')).toBe(false);
  });
});
