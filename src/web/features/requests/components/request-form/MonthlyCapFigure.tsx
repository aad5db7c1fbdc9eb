import { useQuery } from '@tanstack/react-query';
import { Decimal } from 'decimal.js';
import Typography from '@mui/material/Typography';
import type { MyCap } from '#shared/schemas/spending.ts';
import { api } from '../../../../lib/api-client.ts';
import { creditsLabel } from '../../../../lib/format.ts';
import { SummaryFigure } from '../SummaryFigure.tsx';

/**
 * A capped customer's monthly cap in the request summary (issue 26): what is left of it this month
 * (UTC), red when this request would go over it (the server refuses the submission then). Nothing for
 * people without a cap, owners, or staff.
 */
export function MonthlyCapFigure({ enterpriseId, total }: { enterpriseId: number; total: string }) {
  const cap = useQuery({
    queryKey: ['spending', 'me', enterpriseId],
    queryFn: ({ signal }) => api.get<MyCap>(`/api/team/${enterpriseId}/spending/me`, { signal }),
    retry: false,
    staleTime: 30_000,
  });
  if (!cap.data || cap.data.monthlyCap === null || cap.data.remaining === null) return null;
  const over = new Decimal(total).gt(cap.data.remaining);
  return (
    <SummaryFigure
      label="Left of your monthly cap"
      note={
        <Typography variant="caption" color="text.secondary" component="p">
          {creditsLabel(cap.data.spentThisMonth)} of {creditsLabel(cap.data.monthlyCap)} spent this month
          (UTC)
        </Typography>
      }
      value={creditsLabel(cap.data.remaining)}
      valueColor={over ? 'error' : 'text.primary'}
      testId="monthly-cap-left"
    />
  );
}
