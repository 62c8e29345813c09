import { describe, expect, it } from 'vitest';
import { instanceUrlsOf, Upstreams } from './upstreams.js';

describe('upstreams', () => {
  it('takes the instances in turn', () => {
    const upstreams = new Upstreams(instanceUrlsOf('http://127.0.0.1:1, http://127.0.0.1:2,'));
    expect(Array.from({ length: 5 }, () => upstreams.next().port)).toEqual(['1', '2', '1', '2', '1']);
  });

  it('takes one URL as one instance, and refuses none', () => {
    const upstreams = new Upstreams(instanceUrlsOf('http://query-service:8082'));
    expect([upstreams.next().host, upstreams.next().host]).toEqual(['query-service:8082', 'query-service:8082']);
    expect(() => new Upstreams(instanceUrlsOf(' , '))).toThrow('at least one instance');
    expect(() => instanceUrlsOf('not a url')).toThrow();
  });
});
