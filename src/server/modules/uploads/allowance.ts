import { and, eq, gt, sql } from 'drizzle-orm';
import type { AppContext, SessionUser } from '../../context.ts';
import { companies, companyMembers, files } from '../../db/schema/index.ts';
import { AppError } from '#shared/errors.ts';

const MB = 1024 * 1024;
const formatMb = (mb: number) => (mb >= 1024 ? `${+(mb / 1024).toFixed(1)} GB` : `${+mb.toFixed(1)} MB`);
export const uploadRateMessage = (mb: number) =>
  `You have reached the upload limit of ${formatMb(mb)} per hour. Please wait a while before uploading more.`;
export const storageQuotaMessage = (mb: number) =>
  `Your organisation's file storage is full (${formatMb(mb)}). Remove files you no longer need or contact us to raise the limit.`;

/**
 * Checked before anything is stored: the bytes this user uploaded in the last hour and the bytes the
 * people of each of the user's enterprises keep, plus what this request announces (Content-Length),
 * against UPLOAD_USER_MB_PER_HOUR and UPLOAD_ENTERPRISE_QUOTA_MB. One form is at most 500MB, so a
 * request that passes can overshoot a limit by at most that much.
 */
export async function checkUploadAllowance(
  ctx: AppContext,
  actor: SessionUser,
  incoming: number,
): Promise<void> {
  const perHourMb = ctx.env.UPLOAD_USER_MB_PER_HOUR;
  if (perHourMb > 0) {
    const [row] = await ctx.db
      .select({ bytes: sql<string>`coalesce(sum(${files.size}), 0)` })
      .from(files)
      .where(and(eq(files.uploaderId, actor.id), gt(files.createdAt, sql`now() - interval '1 hour'`)));
    if (Number(row?.bytes ?? 0) + incoming > perHourMb * MB) {
      throw new AppError('TOO_MANY_REQUESTS', uploadRateMessage(perHourMb));
    }
  }
  const quotaMb = ctx.env.UPLOAD_ENTERPRISE_QUOTA_MB;
  if (quotaMb > 0 && actor.enterpriseIds.length > 0) {
    const rows = await ctx.db.execute(sql`
      select coalesce(sum(f.size), 0)::text as bytes
      from unnest(array[${sql.join(
        actor.enterpriseIds.map((id) => sql`${id}`),
        sql`, `,
      )}]::int[]) as e(id)
      left join lateral (
        select f.size from ${files} f
        where f.uploader_id in (
          select m.user_id from ${companyMembers} m join ${companies} c on c.id = m.company_id
          where c.enterprise_id = e.id
        )
      ) f on true
      group by e.id`);
    const list = (rows as unknown as { rows: { bytes: string }[] }).rows;
    if (list.some((r) => Number(r.bytes) + incoming > quotaMb * MB)) {
      throw new AppError('PAYLOAD_TOO_LARGE', storageQuotaMessage(quotaMb));
    }
  }
}
