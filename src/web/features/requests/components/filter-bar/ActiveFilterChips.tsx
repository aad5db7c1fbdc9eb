import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useQueryClient } from '@tanstack/react-query';
import { PRIORITY_LABELS } from '#shared/domain/priority.ts';
import type { EnterpriseSummary } from '#shared/schemas/credits.ts';
import { useSession } from '../../../../lib/session/index.ts';
import type { FilterKey } from './useListFilters.ts';
import { useListFilters } from './useListFilters.ts';

type ActiveFilter = { keys: FilterKey[]; label: string };

/** "2026-12-01" as "Dec 1, 2026" (a calendar day: no time zone moves it). */
const formatDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * The filters in force, as chips above the list, each removable (issue 23): on the phone the
 * fields are in a sheet, so this is where one sees, and undoes, what narrows the list.
 */
export function ActiveFilterChips() {
  const { narrowing, remove } = useListFilters();
  const session = useSession();
  const queryClient = useQueryClient();
  const typeName = (id: number) =>
    session.serviceRequestTypes.flatMap((p) => p.childrenRequestTypes).find((t) => t.id === id)?.name ??
    `Type ${id}`;
  // Staff pick a customer from the enterprise search; its answers are in the cache.
  const enterprises = queryClient
    .getQueriesData<EnterpriseSummary[]>({ queryKey: ['enterprises', 'filter'] })
    .flatMap(([, data]) => data ?? []);
  const companyName = (id: number) =>
    session.companies.find((c) => c.id === id)?.name ??
    enterprises.flatMap((e) => e.companies).find((c) => c.id === id)?.name ??
    `Company ${id}`;
  const enterpriseName = (id: number) => enterprises.find((e) => e.id === id)?.name ?? `Enterprise ${id}`;

  const chips: ActiveFilter[] = [];
  const n = narrowing;
  if (n.title) chips.push({ keys: ['title'], label: `Title: ${n.title}` });
  if (n.typeId) chips.push({ keys: ['typeId'], label: `Type: ${typeName(n.typeId)}` });
  if (n.priority) chips.push({ keys: ['priority'], label: `Priority: ${PRIORITY_LABELS[n.priority]}` });
  if (n.assignedTo !== undefined) {
    const who = n.assignedTo === 'me' ? 'me' : n.assignedTo === 'nobody' ? 'nobody' : `user ${n.assignedTo}`;
    chips.push({ keys: ['assignedTo'], label: `Assigned to ${who}` });
  }
  if (n.companyId) chips.push({ keys: ['companyId'], label: `Company: ${companyName(n.companyId)}` });
  else if (n.enterpriseId) {
    chips.push({ keys: ['enterpriseId'], label: `Enterprise: ${enterpriseName(n.enterpriseId)}` });
  }
  if (n.createdBy !== undefined) {
    chips.push({
      keys: ['createdBy'],
      label: n.createdBy === 'me' ? 'Created by me' : `Created by user ${n.createdBy}`,
    });
  }
  if (n.dueFrom) chips.push({ keys: ['dueFrom'], label: `Due from ${formatDay(n.dueFrom)}` });
  if (n.dueTo) chips.push({ keys: ['dueTo'], label: `Due by ${formatDay(n.dueTo)}` });
  if (n.overdue) chips.push({ keys: ['overdue'], label: 'Overdue only' });
  if (chips.length === 0) return null;

  return (
    <Box
      component="ul"
      aria-label="Active filters"
      sx={{ listStyle: 'none', m: 0, mb: 2, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {chips.map((chip) => (
        <li key={chip.keys.join()}>
          <Chip
            size="small"
            label={chip.label}
            onDelete={() => remove(chip.keys)}
            // The delete icon is not focusable: the chip is, and Delete or Backspace removes it.
            aria-label={`Remove filter ${chip.label}`}
            sx={{ maxWidth: '100%' }}
          />
        </li>
      ))}
    </Box>
  );
}
