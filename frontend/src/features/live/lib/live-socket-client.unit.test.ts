import type { LiveChatMessage, LiveSocketServerMessage } from '@nakshatra/contracts';
import { describe, expect, it } from 'vitest';
import { EMPTY_LIVE_ROOM, nextRoom, type LiveRoom } from '../hooks/use-live-room.hook';
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

const line = (n: number): LiveChatMessage => ({ id: `m${n}`, user_id: 'u1', name: 'Viewer 4321', text: `line ${n}`, from_astrologer: false, sent_at: '2026-11-27T10:00:00.000Z' });
const room = (chat: LiveChatMessage[]): LiveRoom => ({ ...EMPTY_LIVE_ROOM, status: 'open', chat });

describe('the live socket’s chat lines', () => {
  it('reads a line alone and lines sent together, in order', () => {
    expect(parseLiveMessage(JSON.stringify({ type: 'chat', message: line(1) }))).toEqual({ type: 'chat', message: line(1) });
    expect(parseLiveMessage(JSON.stringify({ type: 'chat_batch', messages: [line(1), line(2), line(3)] }))).toEqual({ type: 'chat_batch', messages: [line(1), line(2), line(3)] });
  });

  it('drops a misshapen line of a batch but keeps the others, and a batch with none', () => {
    expect(parseLiveMessage(JSON.stringify({ type: 'chat_batch', messages: [line(1), { id: 'm2', text: 'no sender' }, line(3)] }))).toEqual({ type: 'chat_batch', messages: [line(1), line(3)] });
    expect(parseLiveMessage(JSON.stringify({ type: 'chat_batch', messages: [{ text: 'nothing else' }] }))).toBeUndefined();
    expect(parseLiveMessage(JSON.stringify({ type: 'chat_batch', messages: 'line 1' }))).toBeUndefined();
  });

  it('adds a batch to the room as it adds lines one by one, keeping the latest 200', () => {
    const batch: LiveSocketServerMessage = { type: 'chat_batch', messages: [line(2), line(3)] };
    expect(nextRoom(room([line(1)]), batch).chat).toEqual([line(1), line(2), line(3)]);
    const oneByOne = [line(2), line(3)].reduce((current, message) => nextRoom(current, { type: 'chat', message }), room([line(1)]));
    expect(nextRoom(room([line(1)]), batch)).toEqual(oneByOne);
    const full = room(Array.from({ length: 200 }, (_, index) => line(index)));
    expect(nextRoom(full, { type: 'chat_batch', messages: [line(200), line(201)] }).chat.map((chat) => chat.id)).toEqual(Array.from({ length: 200 }, (_, index) => `m${index + 2}`));
  });
});
