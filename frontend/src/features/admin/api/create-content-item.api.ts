import type { ContentFamilyName, RouteBodyInput } from '@nakshatra/contracts';
import { callApi } from '../../../lib/api-client';

/** What create_<family> takes: the family's create schema (contentCreateSchema), checked by the form first. */
export type ContentCreateBody = RouteBodyInput<`create_${ContentFamilyName}`>;

/** POST /api/create_<family>: answers 201 with the new item's id and slug; 400 with field errors, 409 when the slug is taken. */
export const createContentItem = (family: ContentFamilyName, body: ContentCreateBody) => callApi(`create_${family}`, { body });
