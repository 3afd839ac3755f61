import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that spend their seconds waiting — on the job queue's real polls and retry delays, or on
 * servers they start as processes — rather than computing. Started first, they wait beside the
 * CPU-bound files; left to vitest's order (larger files first on a fresh clone, where it has no
 * durations yet) they started last and the run waited for them alone.
 */
const WAITING_FILES = [
  /\/platform\/jobs\/job-queue[^/]*\.test\.ts$/,
  /\/web-processes\.test\.ts$/,
  /\/worker\.test\.ts$/,
  /\/src\/jobs\.test\.ts$/,
];

const waits = (spec: TestSpecification) => WAITING_FILES.some((pattern) => pattern.test(spec.moduleId));

export default class WaitingFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter(waits), ...sorted.filter((spec) => !waits(spec))];
  }
}
