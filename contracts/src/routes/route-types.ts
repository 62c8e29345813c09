import type { z, ZodType } from 'zod';
import type { routeCatalogue } from './catalogue.js';
import type { Side } from './route-entry.js';

/**
 * The catalogue as types: every call's params, body, query and answer by its name. The SPA's API
 * client and the services' handlers take their types from here, so a call that disagrees with its
 * entry does not compile (docs/route-catalogue.md).
 */
type CatalogueEntry = (typeof routeCatalogue)[number];

export type RouteMap = { readonly [E in CatalogueEntry as E['name']]: E };
export type RouteName = keyof RouteMap;

/** Calls some service answers (not planned), optionally of one side. */
export type ServedRouteName<S extends Side = Side> = {
  [N in RouteName]: RouteMap[N] extends { readonly planned: object } ? never : RouteMap[N]['side'] extends S ? N : never;
}[RouteName];

type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;
export type RouteParamName<N extends RouteName> = ParamNames<RouteMap[N]['path']>;
/** The `{id}`-style path params of a call. */
export type RouteParams<N extends RouteName> = { readonly [K in RouteParamName<N>]: string };

type SchemaOf<N extends RouteName, K extends 'body' | 'query'> = RouteMap[N] extends { readonly [P in K]: infer S extends ZodType } ? S : undefined;
type ResponseOf<N extends RouteName> = RouteMap[N] extends { readonly response: infer R } ? R : undefined;
type ResponsePart<N extends RouteName, K extends 'data' | 'meta' | 'fields'> = ResponseOf<N> extends { readonly [P in K]: infer S extends ZodType } ? S : undefined;

type Input<S> = S extends ZodType ? z.input<S> : undefined;
type Output<S> = S extends ZodType ? z.output<S> : undefined;

/** The body a client sends (before defaults and transforms). */
export type RouteBodyInput<N extends RouteName> = Input<SchemaOf<N, 'body'>>;
/** The body a handler receives (validated: defaults applied, text trimmed). */
export type RouteBody<N extends RouteName> = Output<SchemaOf<N, 'body'>>;

/** Values a client puts in the query string; coerced fields take the type they become. */
export type RouteQueryInput<N extends RouteName> =
  SchemaOf<N, 'query'> extends ZodType ? { readonly [K in keyof z.input<SchemaOf<N, 'query'>>]?: QueryValueOf<z.input<SchemaOf<N, 'query'>>[K], z.output<SchemaOf<N, 'query'>>[K & keyof z.output<SchemaOf<N, 'query'>>]> } : undefined;
type QueryValueOf<In, Out> = unknown extends In ? Exclude<Out, undefined> : Exclude<In, undefined>;
/** The query a handler receives (validated). */
export type RouteQuery<N extends RouteName> = Output<SchemaOf<N, 'query'>>;

/** What a handler may answer as `data` (it is validated against the schema in tests). */
export type RouteDataInput<N extends RouteName> = Input<ResponsePart<N, 'data'>>;
/** What a client reads in `data`. */
export type RouteData<N extends RouteName> = Output<ResponsePart<N, 'data'>>;
export type RouteMetaInput<N extends RouteName> = Input<ResponsePart<N, 'meta'>>;
export type RouteMeta<N extends RouteName> = Output<ResponsePart<N, 'meta'>>;
export type RouteFieldsInput<N extends RouteName> = Input<ResponsePart<N, 'fields'>>;
/** Whether the call also answers a file download (CSV, PDF). */
export type RouteAnswersDownload<N extends RouteName> = ResponseOf<N> extends { readonly download: true } ? true : false;
