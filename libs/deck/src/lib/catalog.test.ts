import { describe, expect, it } from 'vitest';
import { defineCatalog, copies } from '../index';

describe('defineCatalog', () => {
  const catalog = defineCatalog([
    { id: 'bang-1', name: 'BANG!' },
    { id: 'missed-1', name: 'Missed!' },
  ]);

  it('looks cards up by id and validates input', () => {
    expect(catalog.ids).toEqual(['bang-1', 'missed-1']);
    expect(catalog.get('missed-1').name).toBe('Missed!');
    expect(catalog.has('bang-1')).toBe(true);
    expect(catalog.has('toString')).toBe(false);
    expect(catalog.has(3)).toBe(false);
    expect(() => catalog.get('nope')).toThrow(/unknown card/);
  });

  it('rejects duplicate ids at load time', () => {
    expect(() => defineCatalog([{ id: 'a' }, { id: 'a' }])).toThrow(/duplicate card id "a"/);
  });

  it('numbers copies', () => {
    expect(copies('skip', 3)).toEqual(['skip-1', 'skip-2', 'skip-3']);
    expect(copies('skip', 2, 4)).toEqual(['skip-4', 'skip-5']);
  });
});
