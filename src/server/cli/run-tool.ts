import { ConfigError } from '../env.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';

/** A wrong command line: the tool prints the message (its usage) and exits 2. */
export class UsageError extends Error {}

/** What a tool that cannot run says: one line, no stack (an operator reads it, not a developer). */
export function toolFailure(tool: string, error: unknown): { line: string; exitCode: number } {
  const message = (error instanceof Error ? error.message : String(error)).replace(/\s*\n\s*/g, ' ');
  if (error instanceof UsageError) return { line: message, exitCode: 2 };
  if (error instanceof ConfigError) return { line: `${tool}: ${message}`, exitCode: 1 };
  if (isDatabaseUnavailable(error)) {
    return { line: `${tool}: cannot reach the database (${message}); is it running?`, exitCode: 1 };
  }
  return { line: `${tool} failed: ${message}`, exitCode: 1 };
}

/**
 * Runs a command-line tool's body; a failure is written as one line on stderr with a non-zero exit
 * code. DEBUG=1 adds the stack for a developer.
 */
export async function runTool(tool: string, body: () => Promise<number | void>): Promise<never> {
  try {
    const code = await body();
    process.exit(code ?? 0);
  } catch (error) {
    const { line, exitCode } = toolFailure(tool, error);
    console.error(line);
    if (process.env.DEBUG && error instanceof Error) console.error(error.stack);
    process.exit(exitCode);
  }
}
