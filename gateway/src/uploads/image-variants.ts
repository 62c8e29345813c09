import { mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '@nakshatra/platform';
import type { Sharp } from 'sharp';
import type { ModernFormat } from './accept-image.js';

/** Where variants are kept, inside the uploads folder: a dot folder, so `/uploads/…` never serves it as it is. */
export const VARIANTS_FOLDER = '.variants';

/** A marker beside where a variant would be: the original is kept (the variant was not smaller, or the image is animated). */
export const NO_VARIANT_SUFFIX = '.none';

/** What the command service stores (command-service/src/uploads/image-storage.ts): a content hash and the type read from the bytes. */
const UPLOAD_NAME = /^[0-9a-f]{16,64}\.(jpg|png|webp)$/;

/** The variants worth making for each stored type: a WebP upload only gains from AVIF (WebP again would only lose quality). */
const TARGETS: Record<'jpg' | 'png' | 'webp', readonly ModernFormat[]> = { jpg: ['avif', 'webp'], png: ['avif', 'webp'], webp: ['avif'] };

/**
 * Encoder settings. AVIF at effort 2 (of 0–9): on this project's 2-core machine the demo
 * catalogue's 92 images took 26 s at effort 2 and 187 s at sharp's default effort 4, for 431,355
 * bytes against 394,353 (bench/README.md, "images"). WebP at quality 80 is what image CDNs send.
 */
const ENCODE: Record<ModernFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 80, effort: 4 }),
};

/** sharp's entry point: `sharp(input, options)`. */
export type SharpModule = (typeof import('sharp'))['default'];

/**
 * sharp, loaded when the first image is converted: its libvips comes as an optional npm package
 * for each platform, and a gateway whose install lacks it must still start (and serve originals).
 */
const loadSharp = async (): Promise<SharpModule> => (await import('sharp')).default;

export interface Variant {
  readonly format: ModernFormat;
  /** Its file name inside the variants folder. */
  readonly file: string;
  readonly bytes: number;
}

/** What is known of an upload's variants: still being made, or made (only those smaller than the original exist). */
export type VariantsOf = { readonly ready: false } | { readonly ready: true; readonly variants: readonly Variant[] };

export interface ImageVariantsOptions {
  readonly uploadsDir: string;
  readonly logger: Logger;
  /** The formats to make (default both). */
  readonly formats?: readonly ModernFormat[];
  /** Larger images are not converted (default 50 million pixels, about 8K by 6K): their originals are served. */
  readonly maxInputPixels?: number;
  /** One conversion that takes longer is given up (default 60 s). */
  readonly timeoutSeconds?: number;
  /** Images waiting to be converted at most; past that, a request waits for a later one to queue it (default 1,000). */
  readonly maxQueued?: number;
  /** Uploads whose variants are remembered in memory; past that, the oldest are read from disk again (default 50,000). */
  readonly maxRemembered?: number;
  /** Loads sharp (tests pass one that fails). */
  readonly loadSharp?: () => Promise<SharpModule>;
}

/**
 * The AVIF and WebP variants of uploaded images, made once per image on the gateway the first time
 * a browser that takes one asks for it, and kept on disk in `<uploads>/.variants/`:
 * `<name>.<format>` when it is smaller than the original, `<name>.<format>.none` when not (the
 * original is then kept for every browser). Conversions run one at a time in the background, on
 * libuv's thread pool through sharp (libvips with one thread), so the gateway keeps a core for
 * requests; until an image's variants are made, its original is served. A conversion that fails
 * (a broken or oversized image, a timeout) is logged and the original is served; it is tried again
 * after a restart, as nothing is written for it.
 */
export class ImageVariants {
  private readonly directory: string;
  private readonly formats: readonly ModernFormat[];
  private readonly maxInputPixels: number;
  private readonly timeoutSeconds: number;
  private readonly maxQueued: number;
  private readonly maxRemembered: number;
  private readonly known = new Map<string, readonly Variant[]>();
  private readonly queued = new Map<string, Promise<void>>();
  private queue: Promise<void> = Promise.resolve();
  private sharp: Promise<SharpModule | undefined> | undefined;

  constructor(private readonly options: ImageVariantsOptions) {
    this.directory = path.join(options.uploadsDir, VARIANTS_FOLDER);
    this.formats = options.formats ?? ['avif', 'webp'];
    this.maxInputPixels = options.maxInputPixels ?? 50_000_000;
    this.timeoutSeconds = options.timeoutSeconds ?? 60;
    this.maxQueued = options.maxQueued ?? 1000;
    this.maxRemembered = options.maxRemembered ?? 50_000;
  }

  /** Whether `name` is an upload's file name (and so may have variants). */
  static isUploadName(name: string): boolean {
    return UPLOAD_NAME.test(name);
  }

  /** The variants folder, for sending a variant's file. */
  get variantsDir(): string {
    return this.directory;
  }

  /**
   * What is known of a stored upload's variants. The first time, or while they are made, it
   * answers "not ready" and queues the work (once); the caller serves the original meanwhile.
   */
  variantsOf(name: string): VariantsOf {
    const variants = this.known.get(name);
    if (variants) return { ready: true, variants };
    if (!this.queued.has(name) && this.queued.size < this.maxQueued) {
      const done = (this.queue = this.queue.then(() => this.prepare(name)));
      this.queued.set(name, done);
    }
    return { ready: false };
  }

  /** Drops what is remembered of an upload (its variant's file went missing): it is looked at again on the next request. */
  forget(name: string): void {
    this.known.delete(name);
  }

  /** Resolves once every image queued so far has its variants made, or given up (tests, the bench). */
  async settled(): Promise<void> {
    while (this.queued.size > 0) await Promise.all(this.queued.values());
  }

  private async prepare(name: string): Promise<void> {
    try {
      this.remember(name, await this.variantsMadeFor(name));
    } catch (error) {
      // Only the variants folder itself can fail here (each image's own failures are caught below).
      this.options.logger.warn({ upload: name, reason: reasonOf(error) }, 'image variants not made; the original is served');
      this.remember(name, []);
    } finally {
      this.queued.delete(name);
    }
  }

  /** sharp, once; undefined (logged once) when it cannot be loaded: then no variant is made, and every original is served. */
  private sharpOnce(): Promise<SharpModule | undefined> {
    this.sharp ??= (this.options.loadSharp ?? loadSharp)().then(
      (sharp) => {
        // One libvips thread per image, and no operation cache: each image is converted once.
        sharp.concurrency(1);
        sharp.cache(false);
        return sharp;
      },
      (error: unknown) => {
        this.options.logger.error({ reason: reasonOf(error) }, 'sharp could not be loaded: no image variants are made, originals are served');
        return undefined;
      },
    );
    return this.sharp;
  }

  private async variantsMadeFor(name: string): Promise<Variant[]> {
    const targets = TARGETS[name.slice(name.lastIndexOf('.') + 1) as keyof typeof TARGETS].filter((format) => this.formats.includes(format));
    await mkdir(this.directory, { recursive: true });
    const variants: Variant[] = [];
    const missing: ModernFormat[] = [];
    // Made before (by this gateway before a restart, or by another instance): read from disk.
    for (const format of targets) {
      const file = `${name}.${format}`;
      const bytes = await sizeOf(path.join(this.directory, file));
      if (bytes !== undefined) variants.push({ format, file, bytes });
      else if ((await sizeOf(path.join(this.directory, file + NO_VARIANT_SUFFIX))) === undefined) missing.push(format);
    }
    if (missing.length === 0) return variants;
    const sharp = await this.sharpOnce();
    if (!sharp) return variants;

    let original: Buffer;
    try {
      original = await readFile(path.join(this.options.uploadsDir, name));
      const metadata = await this.open(sharp, original).metadata();
      if ((metadata.pages ?? 1) > 1 || isAnimatedPng(original)) {
        // A variant would keep the first frame only.
        for (const format of missing) await this.writeAside(`${name}.${format}${NO_VARIANT_SUFFIX}`, Buffer.alloc(0));
        return variants;
      }
    } catch (error) {
      this.options.logger.warn({ upload: name, reason: reasonOf(error) }, 'image not converted; the original is served');
      return variants;
    }
    for (const format of missing) {
      const file = `${name}.${format}`;
      try {
        const started = performance.now();
        const bytes = await ENCODE[format](this.open(sharp, original)).timeout({ seconds: this.timeoutSeconds }).toBuffer();
        if (bytes.length < original.length) {
          await this.writeAside(file, bytes);
          variants.push({ format, file, bytes: bytes.length });
        } else {
          await this.writeAside(file + NO_VARIANT_SUFFIX, Buffer.alloc(0));
        }
        this.options.logger.debug({ upload: name, format, bytes: bytes.length, originalBytes: original.length, ms: Math.round(performance.now() - started) }, 'image variant made');
      } catch (error) {
        this.options.logger.warn({ upload: name, format, reason: reasonOf(error) }, 'image variant not made; the original is served');
      }
    }
    return variants;
  }

  /** The original, decoded with limits (untrusted input), upright by its EXIF orientation (a variant carries no EXIF). */
  private open(sharp: SharpModule, original: Buffer): Sharp {
    return sharp(original, { limitInputPixels: this.maxInputPixels, failOn: 'error', autoOrient: true });
  }

  /** Written aside and renamed, so a reader (another gateway too) never sees half a file. */
  private async writeAside(file: string, bytes: Buffer): Promise<void> {
    const temporary = path.join(this.directory, `.${file}.${process.pid}.tmp`);
    try {
      await writeFile(temporary, bytes);
      await rename(temporary, path.join(this.directory, file));
    } catch (error) {
      await unlink(temporary).catch(() => undefined);
      throw error;
    }
  }

  private remember(name: string, variants: readonly Variant[]): void {
    this.known.set(name, variants);
    if (this.known.size > this.maxRemembered) this.known.delete(this.known.keys().next().value!);
  }
}

async function sizeOf(file: string): Promise<number | undefined> {
  try {
    const found = await stat(file);
    return found.isFile() ? found.size : undefined;
  } catch {
    return undefined;
  }
}

/** An APNG's animation chunk comes before its first image data; libvips reads only the still frame. */
function isAnimatedPng(bytes: Buffer): boolean {
  if (bytes.toString('latin1', 1, 4) !== 'PNG') return false;
  const animation = bytes.indexOf('acTL', 8, 'latin1');
  const data = bytes.indexOf('IDAT', 8, 'latin1');
  return animation !== -1 && (data === -1 || animation < data);
}

/** The error's message alone (sharp's say what was wrong with the image); never the bytes. */
const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error)).slice(0, 300);
