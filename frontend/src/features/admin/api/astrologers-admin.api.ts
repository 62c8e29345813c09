import type { AstrologerLogEntryView, AstrologerRecordView, AstrologerStandingView, ContentItem } from '@nakshatra/contracts';
import { callApi, type ApiResult } from '../../../lib/api-client';

export interface AstrologerListOptions {
  readonly page: number;
  readonly limit: number;
  readonly status: string;
  readonly active: string;
  readonly search: string;
}

/** GET /api/get_astrologer_applications: every record, whole, newest application first. */
export const getAstrologerApplications = ({ page, limit, status, active, search }: AstrologerListOptions, signal?: AbortSignal): Promise<ApiResult<AstrologerRecordView[]>> =>
  callApi<AstrologerRecordView[]>('get_astrologer_applications', { query: { page, limit, status: status || undefined, active: active || undefined, search: search || undefined }, ...(signal ? { signal } : {}) });

/** GET /api/get_single_astrologer/{id}: admins get any record, whole. */
export const getAstrologerRecord = (id: string, signal?: AbortSignal): Promise<ApiResult<AstrologerRecordView>> =>
  callApi<AstrologerRecordView>('get_single_astrologer', { params: { id }, ...(signal ? { signal } : {}) });

/** GET /api/get_astrologer_logss/{id}: the astrologer's timeline, newest first. */
export const getAstrologerLog = (id: string, signal?: AbortSignal): Promise<ApiResult<AstrologerLogEntryView[]>> =>
  callApi<AstrologerLogEntryView[]>('get_astrologer_logss', { params: { id }, query: { page: 1, limit: 100 }, ...(signal ? { signal } : {}) });

/** The `reason` content items an admin can reject with. */
export const getRejectionReasons = (signal?: AbortSignal): Promise<ApiResult<ContentItem[]>> =>
  callApi<ContentItem[]>('get_reason', { query: { page: 1, limit: 100 }, ...(signal ? { signal } : {}) });

export type AstrologerUpdate =
  | { readonly action: 'approve' | 'reactivate' }
  | { readonly action: 'reject'; readonly reason_id?: string; readonly reason?: string }
  | { readonly action?: undefined; readonly [field: string]: unknown };

/** PUT /api/update_astrologer/{id}: a review action and/or profile edits, one write. */
export const updateAstrologer = (id: string, body: AstrologerUpdate): Promise<ApiResult<AstrologerStandingView>> =>
  callApi<AstrologerStandingView>('update_astrologer', { params: { id }, body });

/** DELETE /api/delete_astrologer/{id}: deactivate (unlisted, offline; history kept). */
export const deactivateAstrologer = (id: string): Promise<ApiResult<AstrologerStandingView>> => callApi<AstrologerStandingView>('delete_astrologer', { params: { id } });
