import { acceptedCodings } from '@nakshatra/platform';

/** The encodings the build writes beside a file (frontend/build-tools/precompress.ts), best first, with their file suffix. */
export const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;
export type Precompressed = (typeof PRECOMPRESSED)[number];

/**
 * The precompressed variants a request's `Accept-Encoding` accepts, in the order to try them (the
 * same negotiation as the services' JSON answers, platform's acceptedCodings). The plain file is
 * always the last resort (identity is never refused here: a client that refuses it and every
 * variant still gets the file).
 */
export function acceptableVariants(acceptEncoding: string | undefined): Precompressed[] {
  return acceptedCodings(acceptEncoding).map((coding) => PRECOMPRESSED.find((variant) => variant.encoding === coding)!);
}
