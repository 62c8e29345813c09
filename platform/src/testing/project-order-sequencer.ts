import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order in which the projects' files are handed to the workers. Vitest's own order is by
 * project name (e2e, frontend, int, unit), which left the integration project's long files for
 * last: `kill-soak` and `chat-restart` (about 70 s each, real chat minutes) ended the run nearly
 * alone. Projects of long files go first, projects of many short ones last, so the end of the run
 * is short files filling both cores (docs/testing.md, "Workers" and "Order").
 *
 * Projects stay in blocks: a worker of a project that shares its module cache between files
 * (`isolate: false`) is kept only while the next file queued is of the same project.
 */
const PROJECT_ORDER: readonly string[] = ['int', 'e2e', 'frontend', 'unit'];

const rank = (spec: TestSpecification): number => {
  const index = PROJECT_ORDER.indexOf(spec.project.name);
  return index === -1 ? PROJECT_ORDER.length : index;
};

/** Within a project, vitest's own order: longest first by the last run's times, else largest file first. */
export default class ProjectOrderSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // Array sort is stable: files of one project keep vitest's order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
