import type { RunningStack } from '../stack.js';

/**
 * One write through the gateway, then the read of what it wrote with the position it answered
 * (read-your-writes): true when both worked. For tests that wait for a stack to serve again.
 */
export async function writeThenRead(stack: RunningStack, label: string): Promise<boolean> {
  const admin = stack.adminCookie();
  try {
    const created = await fetch(`${stack.url}/api/create_testimonial`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: admin },
      body: JSON.stringify({ title: label, status: 'published', author: 'Asha', city: 'Pune', rating: 5, text: 'Accurate and kind.' }),
    });
    if (created.status !== 201) return false;
    const { data, position } = (await created.json()) as { data: { id: string }; position: string };
    const read = await fetch(`${stack.url}/api/get_single_testimonial/${data.id}`, { headers: { cookie: admin, 'x-min-position': position } });
    return read.status === 200 && ((await read.json()) as { data: { title: string } }).data.title === label;
  } catch {
    return false; // the gateway itself is down
  }
}

/** Waits (checking every 200 ms) until `check` holds; fails after `timeoutMs`, a generous bound for a busy machine. */
export async function until(check: () => Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  for (const started = Date.now(); !(await check()); await new Promise((resolve) => setTimeout(resolve, 200))) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}`);
  }
}
