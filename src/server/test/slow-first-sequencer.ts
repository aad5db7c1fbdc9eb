import fs from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order the suite's files start in: in each project, the longest first. Vitest's own order (a
 * fresh clone has no results cache) is larger files first; the files that start servers, CLI processes
 * and worker threads are small, so they started last and ran alone at the end while the other workers
 * idled (in one loaded run, PostgreSQL's CLI tests started 28 minutes into a 33-minute stage). Each file's seconds (the longer of its engines) come from a past run (`test-weights.json`, refreshed by
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
    // Project by project, as Vitest's own order: a worker keeps its imported modules across the files of
    // one project (isolate: false), but a file of another project (another environment) costs it a new
    // process and every import again, which interleaving the projects made 2.8 times slower (1,225 s
    // against 436 s of files).
    return [...files].sort(
      (a, b) =>
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder ||
        (a.project.name < b.project.name ? -1 : a.project.name > b.project.name ? 1 : 0) ||
        weight.get(b)! - weight.get(a)!,
    );
  }
}

function readWeights(): Record<string, number> {
  try {
    return JSON.parse(fs.readFileSync(WEIGHTS_FILE, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}
