import { normaliseName } from './normalise-name.js';

const FNV_OFFSET_BASIS = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** 32-bit FNV-1a over bytes: simple, well known, the same in any language. */
const fnv1a = (bytes: Uint8Array): number => {
  let hash = FNV_OFFSET_BASIS;
  for (const byte of bytes) hash = Math.imul(hash ^ byte, FNV_PRIME) >>> 0;
  return hash;
};

/** MurmurHash3's finaliser: FNV-1a's low bits are weak, and the percentage is taken modulo 101. */
const mix = (hash: number): number => {
  let mixed = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  mixed = Math.imul(mixed ^ (mixed >>> 13), 0xc2b2ae35);
  return (mixed ^ (mixed >>> 16)) >>> 0;
};

/**
 * 0–100 from the two names alone: normalised, sorted (so the order they are typed in does not
 * matter), joined with `+`, hashed as UTF-8 and taken modulo 101.
 */
export const lovePercentage = (name1: string, name2: string): number => {
  const key = [normaliseName(name1), normaliseName(name2)].sort().join('+');
  return mix(fnv1a(new TextEncoder().encode(key))) % 101;
};
