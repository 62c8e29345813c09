import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

/**
 * The axe-core violations of serious or critical impact on the page as it stands, one line each.
 * The gateway's CSP forbids inline scripts, axe's included: open the page in a context with
 * `bypassCSP: true`.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    type Violation = { id: string; impact: string; nodes: { target: string[] }[] };
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
    }));
  });
  return violations.filter(({ impact }) => impact === 'serious' || impact === 'critical').map(({ id, impact, targets }) => `${impact} ${id}: ${targets.join(', ')}`);
}
