import fs from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order the suite's files start in: the longest first, across projects. Vitest's own order (a
 * fresh clone has no results cache) is project by project, larger files first; the files that start
 * servers, CLI processes and worker threads are small, so they started last and ran alone at the end
 * while the other workers idled (on the 2-core CI machine, the last 15 minutes of a 33-minute run were
 * such a tail). Each file's seconds (the longer of its engines) come from a past run (`test-weights.json`, refreshed by
 * `npm run test:weights` after a full run); a file not listed there counts by its size.
 */
export const WEIGHTS_FILE = path.join(import.meta.dirname, 'test-weights.json');

/** Bytes of test source per second of run, for a file without a measured weight (the suite's median). */
const BYTES_PER_SECOND = 2_000;

export default class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const weights = readWeights();
    const root = this.ctx.config.root;
    const weight = new Map(
      files.map((spec) => {
        const file = path.relative(root, spec.moduleId);
        // By file, whatever the project: the JSON report does not name a file's project, and a file's
        // two engines take comparable times (the longer one is kept).
        const known = weights[file];
        return [spec, known ?? fs.statSync(spec.moduleId).size / BYTES_PER_SECOND] as const;
      }),
    );
    return [...files].sort((a, b) => weight.get(b)! - weight.get(a)!);
  }
}

function readWeights(): Record<string, number> {
  try {
    return JSON.parse(fs.readFileSync(WEIGHTS_FILE, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}
