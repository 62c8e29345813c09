import type { RouteBodyInput, RouteQueryInput } from '@nakshatra/contracts';
import { callApi } from '../../../lib/api-client';

/** The filters of the astrologers page, as get_astrologer_applications takes them. */
export type AstrologerListQuery = RouteQueryInput<'get_astrologer_applications'>;

/** GET /api/get_astrologer_applications: every record, whole, newest application first. */
export const getAstrologerApplications = (query: AstrologerListQuery, signal?: AbortSignal) => callApi('get_astrologer_applications', { query, signal });

/** GET /api/get_single_astrologer/{id}: admins get any record, whole. */
export const getAstrologerRecord = (id: string, signal?: AbortSignal) => callApi('get_single_astrologer', { params: { id }, signal });

/** GET /api/get_astrologer_logss/{id}: the astrologer's timeline, newest first. */
export const getAstrologerLog = (id: string, signal?: AbortSignal) => callApi('get_astrologer_logss', { params: { id }, query: { page: 1, limit: 100 }, signal });

/** The `reason` content items an admin can reject with. */
export const getRejectionReasons = (signal?: AbortSignal) => callApi('get_reason', { query: { page: 1, limit: 100 }, signal });

export type AstrologerUpdate = RouteBodyInput<'update_astrologer'>;

/** PUT /api/update_astrologer/{id}: a review action and/or profile edits, one write. */
export const updateAstrologer = (id: string, body: AstrologerUpdate) => callApi('update_astrologer', { params: { id }, body });

/** DELETE /api/delete_astrologer/{id}: deactivate (unlisted, offline; history kept). */
export const deactivateAstrologer = (id: string) => callApi('delete_astrologer', { params: { id } });
