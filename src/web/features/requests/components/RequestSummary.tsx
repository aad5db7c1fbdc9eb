import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { BreakdownLine } from '#shared/domain/credits.ts';
import { creditsLabel, formatCredit } from '../../../lib/format.ts';

type RequestSummaryProps = {
  lines: BreakdownLine[];
  total: string;
  /** The enterprise whose credit pays for the request, and its available credit. */
  available?: { enterpriseName: string; amount: string } | null;
  /** Shown under the total (e.g. the request costs more than the available credit). */
  warning?: string | null;
};

/**
 * Why a request costs what it costs: the breakdown lines of quoteRequest (base credit, each field
 * that adds credit, multipliers, priority, staff adjustment) and the total.
 */
export function RequestSummary({ lines, total, available, warning }: RequestSummaryProps) {
  return (
    <Box
      data-testid="request-summary"
      sx={{
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: 3,
        bgcolor: 'background.paper',
        overflow: 'hidden',
      }}
    >
      <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', typography: 'body2' }}>
        <caption
          style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
        >
          Credit breakdown
        </caption>
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
              }}
            >
              <td>
                <Box sx={{ fontWeight: 600 }}>{line.key}</Box>
                {line.value && (
                  <Box sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>{line.value}</Box>
                )}
              </td>
              <Box
                component="td"
                sx={{ textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
              >
                {formatCredit(line.credit)}
              </Box>
            </Box>
          ))}
          <Box component="tr" sx={{ '& th, & td': { px: 2, py: 1.25, bgcolor: 'rgba(79, 70, 229, 0.05)' } }}>
            <Box component="th" scope="row" sx={{ textAlign: 'left', fontWeight: 700 }}>
              Total
            </Box>
            <Box
              component="td"
              data-testid="request-total"
              sx={{
                textAlign: 'right',
                fontWeight: 700,
                whiteSpace: 'nowrap',
                fontVariantNumeric: 'tabular-nums',
              }}
            >
              {creditsLabel(total)}
            </Box>
          </Box>
        </tbody>
      </Box>
      {available && (
        <Box
          sx={{
            px: 2,
            py: 1.25,
            display: 'flex',
            justifyContent: 'space-between',
            gap: 1,
            borderTop: '1px solid',
            borderColor: 'divider',
          }}
        >
          <Typography variant="body2" color="text.secondary">
            Available credit · {available.enterpriseName}
          </Typography>
          <Typography
            variant="body2"
            sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
            data-testid="available-credit"
          >
            {creditsLabel(available.amount)}
          </Typography>
        </Box>
      )}
      {warning && (
        <Alert severity="warning" sx={{ borderRadius: 0 }}>
          {warning}
        </Alert>
      )}
    </Box>
  );
}
