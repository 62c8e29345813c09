import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError } from './http-error.js';
import { textHygieneErrors } from './text-hygiene.js';
import { validate } from './validate.js';

const refused = (path: string) => ({ path, code: 'field.control_characters', message: 'must not contain control characters or invisible formatting marks' });

describe('text hygiene', () => {
  it.each([
    ['NUL', 'nul\u0000title'],
    ['a bell', 'a\u0007b'],
    ['an escape', '\u001b[31mred'],
    ['vertical tab', 'a\u000bb'],
    ['form feed', 'a\u000cb'],
    ['DEL', 'a\u007fb'],
    ['a C1 control', 'a\u0085b'],
    ['a right-to-left override', 'abc\u202egnp.exe'],
    ['a left-to-right embedding', '\u202aabc'],
    ['a pop directional formatting', 'abc\u202c'],
    ['an isolate', 'a\u2066b\u2069'],
    ['a first-strong isolate', 'a\u2068b'],
    ['a left-to-right mark', 'Ra\u200evi'],
    ['a right-to-left mark', 'Ra\u200fvi'],
    ['an Arabic letter mark', 'a\u061cb'],
    ['a zero-width space', 'Ra\u200bvi'],
    ['a word joiner', 'Ra\u2060vi'],
    ['a byte-order mark', '\ufeffRavi'],
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone low surrogate', 'a\udc00b'],
  ])('refuses %s', (_name, text) => {
    expect(textHygieneErrors({ name: text })).toEqual([refused('name')]);
  });

  it.each([
    ['tabs and line breaks', 'line one\r\nline two\tand a tab\n'],
    ['Hindi with a zero-width joiner and non-joiner', 'क्\u200dष और क्\u200cष'],
    ['Hindi', 'नमस्ते, मेरा नाम रवि है।'],
    ['an emoji ZWJ sequence', 'doctor 👩\u200d⚕️ family 👨\u200d👩\u200d👧'],
    ['a flag and astral characters', '🇮🇳 𝄞'],
    ['non-breaking and typographic spaces', 'a\u00a0b\u2009c'],
  ])('keeps %s', (_name, text) => {
    expect(textHygieneErrors({ name: text, list: [text], nested: { deep: [{ text }] } })).toEqual([]);
  });

  it('names each refused string by its path, as schema errors do, and with the prefix of the query', () => {
    const input = { title: 'ok', items: [{ name: 'fine' }, { name: 'bad\u0000' }], tags: ['a', '\u202e'] };
    expect(textHygieneErrors(input)).toEqual([refused('items.1.name'), refused('tags.1')]);
    expect(textHygieneErrors({ search: 'x\u0000' }, 'query')).toEqual([refused('query.search')]);
    expect(textHygieneErrors('whole\u0000')).toEqual([refused('')]);
    expect(textHygieneErrors({ a: 1, b: true, c: null, d: 2.5 })).toEqual([]);
  });

  it('checks keys: a control character in one, and __proto__ or constructor', () => {
    expect(textHygieneErrors(JSON.parse('{"na\\u0000me": "x", "ok": "y"}'))).toEqual([refused('na\\u0000me')]);
    expect(textHygieneErrors(JSON.parse('{"profile": {"__proto__": {"role": "admin"}}}'))).toEqual([
      { path: 'profile', code: 'field.unknown', params: { keys: '__proto__' }, message: 'has fields this call does not take: __proto__' },
    ]);
    expect(textHygieneErrors(JSON.parse('{"constructor": {"prototype": {}}}'))[0]).toMatchObject({ path: '', code: 'field.unknown', params: { keys: 'constructor' } });
  });

  it('walks any depth without recursion, and stops after 20 errors', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}"x\\u0000"${']'.repeat(100_000)}`);
    expect(textHygieneErrors(deep)).toHaveLength(1);
    expect(textHygieneErrors(Array.from({ length: 1000 }, () => '\u0000'))).toHaveLength(20);
  });

  it('runs in validate before the schema, so the schema never sees the text', () => {
    const schema = z.strictObject({ name: z.string().max(3) });
    const attempt = () => validate(schema, { name: 'too long\u0000' });
    expect(attempt).toThrow(HttpError);
    try {
      attempt();
    } catch (error) {
      expect(error).toMatchObject({ status: 400, code: 'request.invalid', errors: [refused('name')] });
    }
    expect(validate(schema, { name: 'abc' })).toEqual({ name: 'abc' });
  });
});
