import { vi } from 'vitest';
import type { RunningStack } from '../stack.js';
import { dataOf, testApi } from './test-api.js';

/**
 * One write through the gateway, then the read of what it wrote with the position it answered
 * (read-your-writes): true when both worked. For tests that wait for a stack to serve again.
 */
export async function writeThenRead(stack: RunningStack, label: string): Promise<boolean> {
  const api = testApi(stack);
  const cookie = stack.adminCookie();
  try {
    const created = await api.call('POST', '/api/create_testimonial', { cookie, body: { title: label, status: 'published', author: 'Asha', city: 'Pune', rating: 5, text: 'Accurate and kind.' } });
    if (created.status !== 201) return false;
    const read = await api.call('GET', `/api/get_single_testimonial/${dataOf('create_testimonial', created).id}`, { cookie, headers: { 'x-min-position': created.body.position } });
    return read.status === 200 && dataOf('get_single_testimonial', read).title === label;
  } catch {
    return false; // the gateway itself is down
  }
}

/**
 * Waits until `check` holds (vi.waitFor, which works in hooks and background loops too, where
 * expect.poll does not); fails after `timeoutMs`, a generous bound for a busy machine, naming `what`.
 */
export async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const holds = async () => {
    if (!(await check())) throw new Error(`waited ${timeoutMs / 1000} s for ${what}`);
  };
  await vi.waitFor(holds, { timeout: timeoutMs, interval: 200 });
}
