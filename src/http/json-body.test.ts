import { describe, expect, it } from 'vitest';
import { messages } from '../shared/messages';
import { BodyRejected, containsNul, findProblem, jsonDepth, MAX_JSON_DEPTH, parseCheckedJson } from './json-body';

describe('containsNul', () => {
  it('finds a NUL character in nested strings and keys', () => {
    expect(containsNul({ a: [{ b: 'x\0y' }] })).toBe(true);
    expect(containsNul({ ['k\0']: 1 })).toBe(true);
    expect(containsNul('\0')).toBe(true);
  });

  it('passes ordinary values', () => {
    expect(containsNul({ a: ['Æøå \\u0000 literal', 1, null, true, { b: '' }] })).toBe(false);
    expect(containsNul(undefined)).toBe(false);
  });
});

describe('the body rules', () => {
  it('walk a value nested 100,000 deep without recursion and stop at the depth limit', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findProblem(deep)).toBe('depth');
    expect(jsonDepth('['.repeat(100_000))).toBe(100_000);
    expect(() => parseCheckedJson(`${'['.repeat(100_000)}${']'.repeat(100_000)}`)).toThrow(BodyRejected);
  });

  it('count depth on the text, ignoring brackets inside strings', () => {
    expect(jsonDepth('{"a":"[[[[{{{{\\"]]"}')).toBe(1);
    expect(parseCheckedJson(`{"a":${'['.repeat(MAX_JSON_DEPTH - 1)}${']'.repeat(MAX_JSON_DEPTH - 1)}}`)).toBeTruthy();
    expect(() => parseCheckedJson(`{"a":${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}}`)).toThrow(messages.nestedTooDeep);
  });

  it('refuse lone surrogates, NUL and __proto__, and pass paired surrogates', () => {
    expect(findProblem({ a: 'x\ud800' })).toBe('surrogate');
    expect(findProblem({ ['\udc00']: 1 })).toBe('surrogate');
    expect(findProblem({ a: 'hytte 🏠' })).toBeNull();
    expect(findProblem(JSON.parse('{"__proto__":{"x":1}}'))).toBe('proto');
    expect(() => parseCheckedJson('"\\ud800"')).toThrow(messages.invalidCharacters);
    expect(() => parseCheckedJson('{"a":"\\u0000"}')).toThrow(messages.invalidCharacters);
    expect(() => parseCheckedJson('{"a":')).toThrow(messages.invalidJson);
  });

  it('refuse a number too large for a double anywhere, also where no field reads it', () => {
    expect(() => parseCheckedJson('{"ignored":1e309}')).toThrow(messages.numberTooLarge);
    expect(() => parseCheckedJson('[{"a":[-1e400]}]')).toThrow(messages.numberTooLarge);
    expect(parseCheckedJson('{"a":1.7976931348623157e308,"b":-0.5}')).toEqual({ a: 1.7976931348623157e308, b: -0.5 });
  });
});
