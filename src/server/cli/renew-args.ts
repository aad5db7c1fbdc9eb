import { isIsoDay, toIsoDay } from '#shared/domain/credit-periods.ts';
import { UsageError } from './run-tool.ts';

export const RENEW_USAGE = 'Usage: npm run renew -- [--dry-run] [--today YYYY-MM-DD [--force]]';

export type RenewArgs = { dryRun: boolean; today: string | undefined };

/**
 * Reads `npm run renew`'s arguments. A --today after the real (UTC) today is refused unless --force:
 * renewal grants every period up to that day, so a mistyped year would write years of allowances
 * that no one has paid for yet (2040-01-01 wrote 158 periods).
 */
export function parseRenewArgs(argv: readonly string[], now: Date = new Date()): RenewArgs {
  const known = new Set(['--dry-run', '--today', '--force']);
  const todayIndex = argv.indexOf('--today');
  const today = todayIndex >= 0 ? argv[todayIndex + 1] : undefined;
  const unknown = argv.filter((a, i) => !known.has(a) && !(todayIndex >= 0 && i === todayIndex + 1));
  if (unknown.length > 0) throw new UsageError(`Unknown argument ${unknown[0]}. ${RENEW_USAGE}`);
  if (todayIndex >= 0 && (today === undefined || !isIsoDay(today))) {
    throw new UsageError(`--today needs a calendar day written YYYY-MM-DD. ${RENEW_USAGE}`);
  }
  const realToday = toIsoDay(now);
  if (today !== undefined && today > realToday && !argv.includes('--force')) {
    throw new UsageError(
      `--today ${today} is after today (${realToday}, UTC): that would grant periods not yet begun. ` +
        'Add --force if that is really meant.',
    );
  }
  return { dryRun: argv.includes('--dry-run'), today };
}
