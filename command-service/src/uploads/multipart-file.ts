import type { IncomingHttpHeaders } from 'node:http';
import busboy from 'busboy';
import { refuse } from '@nakshatra/platform';

/** The one file of a multipart/form-data body (whatever its field name), or a refusal naming what is wrong. */
export function readSingleFile(headers: IncomingHttpHeaders, body: Buffer, maxBytes: number): Promise<{ bytes: Buffer; truncated: boolean }> {
  if (!/^multipart\/form-data/i.test(headers['content-type'] ?? '')) {
    return Promise.reject(refuse('upload.not_multipart'));
  }
  return new Promise((resolve, reject) => {
    const unreadable = () => reject(refuse('upload.unreadable'));
    let file: { bytes: Buffer; truncated: boolean } | undefined;
    let files = 0;
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers, limits: { files: 2, fileSize: maxBytes } });
    } catch {
      // A multipart type without a boundary (or one busboy cannot read) is thrown at once: it is the caller's mistake, not ours.
      unreadable();
      return;
    }
    parser.on('file', (_field, stream) => {
      files += 1;
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      // A body that ends inside a file fails the file's stream as well as the parser: unheard, that error would end the process.
      stream.on('error', unreadable);
      stream.on('close', () => {
        if (files === 1) file = { bytes: Buffer.concat(chunks), truncated: (stream as unknown as { truncated: boolean }).truncated };
      });
    });
    parser.on('error', unreadable);
    parser.on('close', () => {
      if (files !== 1 || !file) reject(refuse('upload.one_file'));
      else resolve(file);
    });
    parser.end(body);
  });
}
