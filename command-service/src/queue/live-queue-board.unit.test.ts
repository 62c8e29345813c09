import { describe, expect, it } from 'vitest';
import { recorded } from '../workflows/testing/given-workflow.js';
import { LiveQueueBoard } from './live-queue-board.js';

const LINE = 'queue-live-l1';
const at = '2026-11-27T10:00:00.000Z';
const joined = (entryId: string, customerId: string) => recorded(LINE, 'QueueJoined', { entryId, customerId, liveSessionId: 'l1' }, at);

describe('live queue board', () => {
  it('folds a line into who waits in order and whose turn it is, telling listeners of live changes only', () => {
    const board = new LiveQueueBoard();
    const told: unknown[] = [];
    board.onChange((sessionId, message) => told.push([sessionId, message.waiting, message.turn_user_id]));
    board.apply(joined('e1', 'c1'), false);
    board.apply(joined('e2', 'c2'), true);
    board.apply(joined('e3', 'c3'), true);
    board.apply(recorded(LINE, 'QueueLeft', { entryId: 'e2' }, at), true);
    const turn = recorded(LINE, 'QueueTurnStarted', { entryId: 'e1', chatSessionId: 'x' }, at);
    board.apply(turn, true);
    expect(board.snapshot('l1')).toMatchObject({ type: 'queue', waiting: ['c3'], turn_user_id: 'c1', position: `${turn.position.commit}.${turn.position.prepare}` });
    board.apply(recorded(LINE, 'QueueTurnEnded', { entryId: 'e1', chatSessionId: 'x' }, at), true);
    expect(told).toEqual([
      ['l1', ['c1', 'c2'], null],
      ['l1', ['c1', 'c2', 'c3'], null],
      ['l1', ['c1', 'c3'], null],
      ['l1', ['c3'], 'c1'],
      ['l1', ['c3'], null],
    ]);
  });

  it('forgets a line whose session closed, and answers an empty one for a session nobody queued in', () => {
    const board = new LiveQueueBoard();
    board.apply(joined('e1', 'c1'), false);
    board.apply(recorded(LINE, 'QueueLiveClosed', { liveSessionId: 'l1', turnChatSessionId: null }, at), false);
    expect(board.snapshot('l1')).toEqual({ type: 'queue', waiting: [], turn_user_id: null, position: null });
    expect(board.snapshot('nobody')).toEqual({ type: 'queue', waiting: [], turn_user_id: null, position: null });
  });
});
