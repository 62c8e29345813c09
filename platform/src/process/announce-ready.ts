/** Tells a parent launcher (over the IPC channel, when there is one) which port a child listens on. */
export interface ReadyMessage {
  readonly type: 'ready';
  readonly port: number;
}

export function announceReady(port: number): void {
  if (process.send) process.send({ type: 'ready', port } satisfies ReadyMessage);
}

export const isReadyMessage = (message: unknown): message is ReadyMessage =>
  typeof message === 'object' && message !== null && (message as ReadyMessage).type === 'ready' && typeof (message as ReadyMessage).port === 'number';
