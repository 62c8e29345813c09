import type { LiveChatMessage } from '@nakshatra/contracts';

/**
 * Holds a live session's chat lines so that its sockets get at most one chat frame per `windowMs`
 * (LIVE_CHAT_COALESCE_MS). A line into a quiet session is delivered at once and opens a window;
 * lines arriving within the window wait for its end and go out together; a window that closes with
 * nothing waiting is forgotten. Why: each frame costs a socket write per viewer in the command
 * service and again in the gateway, and the system calls, not the bytes, are what a thousand
 * viewers at 50 lines a second saturate (bench/README.md, "live").
 */
export class LiveChatCoalescer {
  private readonly open = new Map<string, { waiting: LiveChatMessage[]; timer: NodeJS.Timeout }>();

  constructor(
    private readonly windowMs: number,
    private readonly deliver: (sessionId: string, lines: readonly LiveChatMessage[]) => void,
  ) {}

  add(sessionId: string, line: LiveChatMessage): void {
    const window = this.open.get(sessionId);
    if (window) {
      window.waiting.push(line);
      return;
    }
    this.open.set(sessionId, { waiting: [], timer: setTimeout(() => this.close(sessionId), this.windowMs) });
    this.deliver(sessionId, [line]);
  }

  /** A line removed before it went out is never sent (a removal must not overtake its line). */
  drop(sessionId: string, messageId: string): void {
    const window = this.open.get(sessionId);
    if (window) window.waiting = window.waiting.filter((line) => line.id !== messageId);
  }

  stop(): void {
    for (const { timer } of this.open.values()) clearTimeout(timer);
    this.open.clear();
  }

  private close(sessionId: string): void {
    const window = this.open.get(sessionId);
    if (!window) return;
    if (window.waiting.length === 0) {
      this.open.delete(sessionId);
      return;
    }
    const lines = window.waiting;
    window.waiting = [];
    window.timer = setTimeout(() => this.close(sessionId), this.windowMs);
    this.deliver(sessionId, lines);
  }
}
