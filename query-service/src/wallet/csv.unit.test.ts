import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.js';

describe('toCsv', () => {
  it('writes a header and CRLF-terminated records, quoting fields with commas, quotes or line breaks', () => {
    expect(toCsv(['a', 'b', 'c'], [['plain', 'with, comma', 'say "hi"'], ['two\nlines', 12, null]])).toBe(
      'a,b,c\r\nplain,"with, comma","say ""hi"""\r\n"two\nlines",12,\r\n',
    );
  });

  it('keeps spreadsheets from running text as a formula, but leaves numbers alone', () => {
    expect(toCsv(['x'], [['=HYPERLINK("http://evil")'], ['+1'], ['-2+3'], ['@SUM(A1)'], ['\tTab'], [-5000], ['a=b']])).toBe(
      'x\r\n"\'=HYPERLINK(""http://evil"")"\r\n\'+1\r\n\'-2+3\r\n\'@SUM(A1)\r\n\'\tTab\r\n-5000\r\na=b\r\n',
    );
  });
});
