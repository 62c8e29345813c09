import type { TestSpecification, Vitest } from 'vitest/node';
import { describe, expect, it } from 'vitest';
import ProjectOrderSequencer from './project-order-sequencer.js';

/** A vitest context with no results from an earlier run, as in a fresh clone. */
const freshContext = { config: { root: '/repo' }, cache: { getFileTestResults: () => undefined, getFileStats: () => undefined } } as unknown as Vitest;

const spec = (project: string, file: string) =>
  ({ project: { name: project, config: { sequence: { groupOrder: 0 }, isolate: project === 'e2e' } }, moduleId: `/repo/${file}` }) as unknown as TestSpecification;

describe('ProjectOrderSequencer', () => {
  it('hands over the integration files first and the unit files last, each project in one block', async () => {
    const files = [spec('unit', 'u1'), spec('e2e', 'e1'), spec('frontend', 'f1'), spec('int', 'i1'), spec('e2e', 'e2'), spec('int', 'i2'), spec('unit', 'u2')];
    const sorted = await new ProjectOrderSequencer(freshContext).sort(files);
    expect(sorted.map((each) => each.moduleId.replace('/repo/', ''))).toEqual(['i1', 'i2', 'e1', 'e2', 'f1', 'u1', 'u2']);
  });
});
