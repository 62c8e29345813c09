import { describe, expect, it } from 'vitest';
import { readSingleFile } from './multipart-file.js';

const FILE = 'Content-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png';
const read = (contentType: string, body: string) => readSingleFile({ 'content-type': contentType }, Buffer.from(body, 'latin1'), 1024);

/** Found by the edge fuzz of every write route (launcher/src/fuzz-edges.int.test.ts, issue #19). */
describe('reading the one file of a multipart body', () => {
  it('reads the file', async () => {
    expect(await read('multipart/form-data; boundary=x', `--x\r\n${FILE}\r\n\r\nbytes\r\n--x--\r\n`)).toEqual({ bytes: Buffer.from('bytes'), truncated: false });
  });

  it('refuses a multipart type without a boundary as unreadable (it threw, and answered 500)', async () => {
    await expect(read('multipart/form-data', `--x\r\n${FILE}\r\n\r\nbytes\r\n--x--\r\n`)).rejects.toMatchObject({ code: 'upload.unreadable' });
  });

  it('refuses a body that ends inside its file as unreadable, with no error left unheard (it ended the process)', async () => {
    await expect(read('multipart/form-data; boundary=x', `--x\r\n${FILE}\r\n\r\nbytes`)).rejects.toMatchObject({ code: 'upload.unreadable' });
    // The file stream's error comes a tick after the parser's: give it the chance to go unheard.
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
});
