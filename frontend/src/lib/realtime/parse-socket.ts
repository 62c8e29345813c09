import type { ChatSocketError, RtcSignal } from '@nakshatra/contracts';
import { isRefusalCode, type RefusalParamValues } from '@nakshatra/contracts/client';

/**
 * Pieces of the sockets' defensive parsing (chat, live): a message is checked field by field and
 * dropped when something the page relies on is missing, so a server ahead of this build cannot
 * break the page. Type-only imports of contracts: no schema reaches the page's chunk.
 */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
export const isString = (value: unknown): value is string => typeof value === 'string' && value !== '';
export const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
export const numberOr = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

/** JSON text to a record with a `type`, or undefined. */
export function parseTyped(raw: unknown): (Record<string, unknown> & { type: unknown }) | undefined {
  let value: unknown;
  try {
    value = typeof raw === 'string' ? JSON.parse(raw) : undefined;
  } catch {
    return undefined;
  }
  return isRecord(value) ? { ...value, type: value.type } : undefined;
}

/** A call's WebRTC signal from the other participant: an offer or answer with its SDP, or an ICE candidate (null: no more). */
export function parseSignal(value: unknown): RtcSignal | undefined {
  if (!isRecord(value)) return undefined;
  if ((value.kind === 'offer' || value.kind === 'answer') && isString(value.sdp)) return { kind: value.kind, sdp: value.sdp };
  if (value.kind !== 'ice') return undefined;
  if (value.candidate === null) return { kind: 'ice', candidate: null };
  const candidate = value.candidate;
  if (!isRecord(candidate) || typeof candidate.candidate !== 'string') return undefined;
  return {
    kind: 'ice',
    candidate: {
      candidate: candidate.candidate,
      sdpMid: typeof candidate.sdpMid === 'string' ? candidate.sdpMid : null,
      sdpMLineIndex: isFiniteNumber(candidate.sdpMLineIndex) ? candidate.sdpMLineIndex : null,
    },
  };
}

/** A refusal as the HTTP calls answer it: its code and params word it in the visitor's language (docs/refusals.md). */
export function parseSocketError(value: Record<string, unknown>): ChatSocketError {
  const status = numberOr(value.status, 500);
  const message = typeof value.message === 'string' ? value.message : '';
  if (!isRefusalCode(value.code)) return { status, message };
  return { status, code: value.code, message, ...(isRecord(value.params) ? { params: value.params as RefusalParamValues } : {}) };
}

