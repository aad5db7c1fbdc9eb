import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { BreakdownLine } from '#shared/domain/credits.ts';
import { creditsLabel, formatCredit } from '../../../lib/format.ts';
import { SummaryFigure } from './SummaryFigure.tsx';

type RequestSummaryProps = {
  lines: BreakdownLine[];
  total: string;
  /** The enterprise whose credit pays for the request, and what it can spend on it. */
  available?: { enterpriseName: string; amount: string; note?: string | null } | null;
  /** Shown under the total (e.g. the request costs more than the available credit). */
  warning?: string | null;
  /** Number fields left out of the price until their value is a whole number 1..100. */
  invalid?: string[];
  /** More about the credit, at the bottom (the drawer: the balance after this request). */
  children?: ReactNode;
};

/** '+3.00' → '+3', '×1.2' → '×1.2', '= 7.50' → '= 7.5', '12.00' → '12'. */
export function formatEffect(effect: string): string {
  const [, sign = '', amount = ''] = /^([+×=−\s-]*)(.*)$/.exec(effect) ?? [];
  return `${sign}${formatCredit(amount)}`;
}

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/**
 * Why a request costs what it costs: each line of quoteRequest (base credit, each field that adds
 * credit, multipliers, priority, staff adjustment) with what it does to the price and the running
 * total after it, then the total.
 */
export function RequestSummary({
  lines,
  total,
  available,
  warning,
  invalid = [],
  children,
}: RequestSummaryProps) {
  const number = { textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;
  return (
    <Box
      data-testid="request-summary"
      sx={{
        // The hidden caption below is positioned against this box, never against the drawer.
        position: 'relative',
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: 3,
        bgcolor: 'background.paper',
        overflow: 'hidden',
      }}
    >
      <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', typography: 'body2' }}>
        <Box component="caption" sx={VISUALLY_HIDDEN}>
          Credit breakdown
        </Box>
        <Box
          component="thead"
          sx={{
            '& th': {
              px: 2,
              pt: 1,
              pb: 0.5,
              typography: 'caption',
              color: 'text.secondary',
              fontWeight: 600,
              borderBottom: '1px solid',
              borderColor: 'divider',
            },
          }}
        >
          <tr>
            <Box component="th" scope="col" sx={{ textAlign: 'left' }}>
              Item
            </Box>
            <Box component="th" scope="col" sx={{ textAlign: 'right' }}>
              Effect
            </Box>
            <Box component="th" scope="col" sx={{ textAlign: 'right' }}>
              Running total
            </Box>
          </tr>
        </Box>
        <tbody>
          {lines.map((line, i) => (
            <Box
              component="tr"
              key={`${line.key}-${i}`}
              sx={{
                '& td': {
                  px: 2,
                  py: 1,
                  borderBottom: '1px solid',
                  borderColor: 'divider',
                  verticalAlign: 'top',
                },
                '& td + td': { pl: 0.5 },
              }}
            >
              <td>
                <Box sx={{ fontWeight: 600 }}>{line.key}</Box>
                {line.value && (
                  <Box sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>{line.value}</Box>
                )}
              </td>
              <Box component="td" sx={{ ...number, color: 'text.secondary' }}>
                {line.effect ? formatEffect(line.effect) : ''}
              </Box>
              <Box component="td" sx={number}>
                {formatCredit(line.subtotal ?? line.credit)}
              </Box>
            </Box>
          ))}
          <Box component="tr" sx={{ '& th, & td': { px: 2, py: 1.25, bgcolor: 'rgba(79, 70, 229, 0.05)' } }}>
            <Box component="th" scope="row" sx={{ textAlign: 'left', fontWeight: 700 }}>
              Total
            </Box>
            <Box component="td" colSpan={2} data-testid="request-total" sx={{ ...number, fontWeight: 700 }}>
              {creditsLabel(total)}
            </Box>
          </Box>
        </tbody>
      </Box>
      {invalid.length > 0 && (
        <Alert severity="info" role="status" sx={{ borderRadius: 0 }} data-testid="request-summary-invalid">
          Not priced until corrected: {invalid.join(', ')} (a whole number from 1 to 100).
        </Alert>
      )}
      {available && (
        <SummaryFigure
          label={`Available credit · ${available.enterpriseName}`}
          note={
            available.note && (
              <Typography variant="caption" color="text.secondary" data-testid="available-credit-note">
                {available.note}
              </Typography>
            )
          }
          value={creditsLabel(available.amount)}
          testId="available-credit"
        />
      )}
      {warning && (
        <Alert severity="warning" role="status" sx={{ borderRadius: 0 }}>
          {warning}
        </Alert>
      )}
      {children}
    </Box>
  );
}
