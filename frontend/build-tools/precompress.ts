import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the browser may take compressed; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than a packet and costs a file. */
const MIN_BYTES = 512;

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every text file
 * of the build, so the gateway sends compressed bytes without compressing per request
 * (gateway/src/static-assets.ts, docs/web-delivery.md). Done once at build, so the slowest,
 * smallest settings are affordable. A copy that is not smaller is not written: the gateway then
 * sends the plain file. vite's own `.vite/` (the manifest) is not served and not compressed.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'nakshatra-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name))
        .filter((file) => !path.relative(outDir, file).startsWith('.vite'));
      await Promise.all(files.map(compressBeside));
    },
  };
}

async function compressBeside(file: string): Promise<void> {
  const plain = await readFile(file);
  if (plain.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: plain.length } }),
    gzipAsync(plain, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([br.length < plain.length ? writeFile(`${file}.br`, br) : undefined, gz.length < plain.length ? writeFile(`${file}.gz`, gz) : undefined]);
}
