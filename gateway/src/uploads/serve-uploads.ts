import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Express, NextFunction, Request, Response } from 'express';
import { acceptedImageFormats, CONTENT_TYPE_OF, type AcceptedFormat } from './accept-image.js';
import { ImageVariants, type Variant } from './image-variants.js';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
/** While an image's variants are being made, its original is kept this long, so the browser comes back for the variant. */
export const WHILE_CONVERTING_MAX_AGE_MS = 60_000;

/**
 * `GET /uploads/<hash>.<ext>` negotiated on `Accept`, as an image CDN does: a browser that names
 * `image/avif` or `image/webp` gets that variant of the image when one was made (it is made only
 * when smaller than the original), every other the original; every answer says `Vary: Accept`.
 * Answers are immutable (the name is a content hash), except the original sent to a browser that
 * takes a variant not made yet: a minute. Names that are not an upload's, and missing files, go on
 * to the next handler (express.static, then the 404).
 */
export function serveUploads(app: Express, uploadsDir: string, variants: ImageVariants): void {
  app.get('/uploads/:name', async (req: Request, res: Response, next: NextFunction) => {
    const name = String(req.params.name);
    if (!ImageVariants.isUploadName(name) || !(await isFile(path.join(uploadsDir, name)))) {
      next();
      return;
    }
    res.vary('Accept');
    const accepted = acceptedImageFormats(req.headers.accept);
    // A browser that takes no modern format never starts a conversion.
    const known = accepted.length > 0 ? variants.variantsOf(name) : undefined;
    if (known && !known.ready) {
      sendFile(res, next, uploadsDir, name, { maxAge: WHILE_CONVERTING_MAX_AGE_MS, immutable: false });
      return;
    }
    const chosen = known?.ready ? preferred(accepted, known.variants) : undefined;
    if (!chosen) {
      sendFile(res, next, uploadsDir, name, { maxAge: YEAR_MS, immutable: true });
      return;
    }
    sendFile(res, next, variants.variantsDir, chosen.file, { maxAge: YEAR_MS, immutable: true, contentType: CONTENT_TYPE_OF[chosen.format] }, () => {
      // The variant's file went missing (removed by hand): the original now, and a fresh look next time.
      variants.forget(name);
      sendFile(res, next, uploadsDir, name, { maxAge: WHILE_CONVERTING_MAX_AGE_MS, immutable: false });
    });
  });
}

/** The variant the browser weighs highest; the smaller on a tie. */
function preferred(accepted: readonly AcceptedFormat[], variants: readonly Variant[]): Variant | undefined {
  const weightOf = (variant: Variant) => accepted.find((format) => format.format === variant.format)?.q ?? 0;
  return variants
    .filter((variant) => weightOf(variant) > 0)
    .sort((a, b) => weightOf(b) - weightOf(a) || a.bytes - b.bytes)
    .at(0);
}

function sendFile(
  res: Response,
  next: NextFunction,
  root: string,
  file: string,
  options: { maxAge: number; immutable: boolean; contentType?: string },
  onMissing?: () => void,
): void {
  const headers = options.contentType ? { 'Content-Type': options.contentType } : undefined;
  res.sendFile(file, { root, maxAge: options.maxAge, immutable: options.immutable, ...(headers ? { headers } : {}) }, (error?: Error & { code?: string; status?: number }) => {
    if (!error || res.headersSent) return;
    if (onMissing && (error.code === 'ENOENT' || error.status === 404)) onMissing();
    else next(error.status === 404 ? undefined : error);
  });
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}
