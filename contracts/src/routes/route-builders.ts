import type { ZodType } from 'zod';
import type { RefusalCode } from '../refusals/refusal-catalogue.js';
import type { Access, BodyFormat, HttpMethod, RouteEntry, RouteResponse, Side } from './route-entry.js';

/**
 * Builders of catalogue entries. Each keeps its entry's literal name, path and schemas in the
 * entry's type, so the catalogue types every call end to end (route-types.ts).
 */
export interface ServedOptions {
  readonly body?: ZodType;
  readonly query?: ZodType;
  readonly maxBodyBytes?: number;
  readonly bodyFormat?: Exclude<BodyFormat, 'json'>;
  readonly response: RouteResponse;
  readonly refusals?: readonly RefusalCode[];
}

export interface PlannedOptions {
  readonly body?: ZodType;
  readonly query?: ZodType;
  readonly planned: NonNullable<RouteEntry['planned']>;
}

export type RouteOptions = ServedOptions | PlannedOptions;

export const route = <const N extends string, const M extends HttpMethod, const P extends string, const S extends Side, const O extends RouteOptions>(
  family: string,
  name: N,
  method: M,
  path: P,
  side: S,
  access: Access,
  summary: string,
  options: O,
) => ({ name, method, path, side, access, family, summary, ...options });

export const get = <const N extends string, const O extends RouteOptions>(family: string, name: N, access: Access, summary: string, options: O) =>
  route(family, name, 'GET', `/api/${name}` as `/api/${N}`, 'query', access, summary, options);
export const getOne = <const N extends string, const O extends RouteOptions>(family: string, name: N, access: Access, summary: string, options: O) =>
  route(family, name, 'GET', `/api/${name}/{id}` as `/api/${N}/{id}`, 'query', access, summary, options);
export const post = <const N extends string, const O extends RouteOptions>(family: string, name: N, access: Access, summary: string, options: O) =>
  route(family, name, 'POST', `/api/${name}` as `/api/${N}`, 'command', access, summary, options);
export const put = <const N extends string, const O extends RouteOptions>(family: string, name: N, access: Access, summary: string, options: O) =>
  route(family, name, 'PUT', `/api/${name}/{id}` as `/api/${N}/{id}`, 'command', access, summary, options);
export const del = <const N extends string, const O extends RouteOptions>(family: string, name: N, access: Access, summary: string, options: O) =>
  route(family, name, 'DELETE', `/api/${name}/{id}` as `/api/${N}/{id}`, 'command', access, summary, options);
