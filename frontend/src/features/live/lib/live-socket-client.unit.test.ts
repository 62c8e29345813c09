import { describe, expect, it } from 'vitest';
import { parseLiveMessage } from './live-socket-client';

/** A frame as the socket receives it: text. */
const parse = (message: object) => parseLiveMessage(JSON.stringify(message));

const janus = { engine: 'janus', path: '/api/live/janus', room_id: 7, ice_servers: [{ urls: ['stun:stun.example.in'] }], token: 'tok', feed: 99 };

describe('the live socket messages about media', () => {
  it('reads a Janus access in a media message, a viewer waiting for the feed included', () => {
    expect(parse({ type: 'media', media: janus })).toEqual({ type: 'media', media: janus });
    expect(parse({ type: 'media', media: { ...janus, token: null, feed: null } })).toEqual({ type: 'media', media: { ...janus, token: null, feed: null } });
  });

  it('reads the embedded engine as before', () => {
    expect(parse({ type: 'media', media: { engine: 'p2p', ice_servers: [], max_viewers: 20 } })).toEqual({ type: 'media', media: { engine: 'p2p', ice_servers: [], max_viewers: 20 } });
  });

  it('drops a Janus access that would send the page anywhere but a path of this origin, or names no room', () => {
    expect(parse({ type: 'media', media: { ...janus, path: 'https://elsewhere.example/janus' } })).toBeUndefined();
    expect(parse({ type: 'media', media: { ...janus, path: '//elsewhere.example/janus' } })).toBeUndefined();
    expect(parse({ type: 'media', media: { ...janus, room_id: '7' } })).toBeUndefined();
    expect(parse({ type: 'media' })).toBeUndefined();
  });
});
