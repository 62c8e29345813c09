import { describe, expect, it } from 'vitest';
import { buildPath, createRouteMatcher } from './match-route.js';
import type { RouteEntry } from './route-entry.js';

const entry = (name: string, method: RouteEntry['method'], path: string): RouteEntry => ({ name, method, path, side: 'query', access: 'public', family: 'x', summary: '' });
const catalogue = [entry('get_x', 'GET', '/api/get_x'), entry('get_single_x', 'GET', '/api/get_single_x/{id}'), entry('update_x', 'PUT', '/api/update_x/{id}')];

describe('route matcher', () => {
  const matcher = createRouteMatcher(catalogue);

  it('matches method and path and decodes parameters', () => {
    expect(matcher.match('GET', '/api/get_single_x/new%20delhi')).toMatchObject({ entry: { name: 'get_single_x' }, params: { id: 'new delhi' } });
    expect(matcher.match('get', '/api/get_x/')?.entry.name).toBe('get_x');
  });

  it('does not match another method, extra segments, empty parameters or bad escapes', () => {
    expect(matcher.match('POST', '/api/get_x')).toBeUndefined();
    expect(matcher.match('GET', '/api/get_single_x/a/b')).toBeUndefined();
    expect(matcher.match('GET', '/api/get_single_x/')).toBeUndefined();
    expect(matcher.match('GET', '/api/get_single_x/%E0%A4')).toBeUndefined();
    expect(matcher.match('GET', '/api/get_xx')).toBeUndefined();
  });

  it('tells a known path with another method from an unknown path', () => {
    expect(matcher.knowsPath('/api/update_x/1')).toBe(true);
    expect(matcher.knowsPath('/api/nothing')).toBe(false);
  });

  it('builds paths with encoded parameters', () => {
    expect(buildPath(catalogue[1]!, { id: 'a/b c' })).toBe('/api/get_single_x/a%2Fb%20c');
    expect(() => buildPath(catalogue[1]!)).toThrow(/missing path parameter id/);
  });
});
