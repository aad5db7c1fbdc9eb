import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { requestTypes } from '../db/schema/index.ts';

export type RequestTypeRow = typeof requestTypes.$inferSelect;

export type RequestTypeDto = {
  id: number;
  name: string;
  description: string;
  credit: string;
  parentId: number | null;
  formVersion: number;
  childrenRequestTypes: RequestTypeDto[];
};

const toDto = (row: RequestTypeRow, children: RequestTypeDto[] = []): RequestTypeDto => ({
  id: row.id,
  name: row.name,
  description: row.description,
  credit: row.credit,
  parentId: row.parentId,
  formVersion: row.formVersion,
  childrenRequestTypes: children,
});

/** The catalogue as parent groups with their children, in display order (one query). */
export async function listRequestTypeTree(db: Db): Promise<RequestTypeDto[]> {
  const rows = await db
    .select()
    .from(requestTypes)
    .where(eq(requestTypes.active, true))
    .orderBy(asc(requestTypes.sortOrder), asc(requestTypes.id));
  const parents = rows.filter((r) => r.parentId === null);
  return parents.map((p) =>
    toDto(
      p,
      rows.filter((c) => c.parentId === p.id).map((c) => toDto(c)),
    ),
  );
}
