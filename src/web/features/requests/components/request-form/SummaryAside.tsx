import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PRIORITY_LABELS, type PriorityLevel } from '#shared/domain/priority.ts';
import { creditsLabel } from '../../../../lib/format.ts';
import { RequestSummary } from '../RequestSummary.tsx';
import { SummaryFigure } from '../SummaryFigure.tsx';
import { MonthlyCapFigure } from './MonthlyCapFigure.tsx';
import { useHowToGetCredits } from '../../../../lib/how-to-get-credits.ts';
import { shortfallAdvice, type CreditFit } from './useCreditFit.ts';
import type { RequestFormModel } from './useRequestForm.ts';

/** The aside of the form: the price line by line, the credit available, and the balance after it. */
export function SummaryAside({ model }: { model: RequestFormModel }) {
  const { quote, credit } = model;
  // A customer's credit is their first enterprise's (creditEnterprise): so is their monthly cap.
  const capEnterpriseId = model.session.enterprises[0]?.id;
  // Staff see a customer's shortfall too; the way to more credits is the customer's to read.
  const howTo = useHowToGetCredits(
    model.session,
    credit ? { id: credit.enterpriseId, name: credit.enterpriseName } : null,
  );
  const choosePriority = (p: PriorityLevel) =>
    model.form.setValue('priorityLevel', p, { shouldDirty: true, shouldValidate: false });
  return (
    <Box
      component="aside"
      aria-label="Request summary"
      sx={{ position: { md: 'sticky' }, top: { md: 0 }, display: 'grid', gap: 1.5 }}
    >
      <Typography variant="h6" component="h3">
        Request summary
      </Typography>
      {quote ? (
        <RequestSummary
          lines={quote.breakdown}
          total={quote.total}
          invalid={quote.invalid}
          available={
            credit
              ? {
                  enterpriseName: credit.enterpriseName,
                  // While editing, what the request already holds counts: it comes back when re-priced.
                  amount: credit.spendable,
                  note:
                    Number(credit.held) > 0
                      ? `Includes the ${creditsLabel(credit.held)} this request holds`
                      : null,
                }
              : null
          }
        >
          {credit && (
            <BalanceAfter credit={credit} howToGetCredits={howTo} onChoosePriority={choosePriority} />
          )}
          {credit && !model.isStaff && capEnterpriseId !== undefined && (
            <MonthlyCapFigure enterpriseId={capEnterpriseId} total={quote.total} />
          )}
        </RequestSummary>
      ) : (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ p: 2, border: '1px dashed', borderColor: 'divider', borderRadius: 3 }}
        >
          Choose a Service Request Type to see its price.
        </Typography>
      )}
    </Box>
  );
}

/**
 * Issue 12: before Submit, what the balance will be after this request; when it does not fit, the
 * server's own words for the refusal and what would fit (the fastest slower priority that does).
 */
function BalanceAfter({
  credit,
  howToGetCredits,
  onChoosePriority,
}: {
  credit: CreditFit;
  /** Who adds credits and how to ask (null for staff). */
  howToGetCredits: string | null;
  onChoosePriority: (p: PriorityLevel) => void;
}) {
  const suggestion = credit.lowerPriorities[0];
  return (
    <>
      <SummaryFigure
        label="Balance after this request"
        value={creditsLabel(credit.after)}
        valueColor={credit.fits ? 'text.primary' : 'error'}
        testId="balance-after"
      />
      {!credit.fits && (
        // Recomputed as the form changes: a polite status, not an alert on every keystroke.
        <Alert severity="warning" role="status" sx={{ borderRadius: 0 }} data-testid="credit-shortfall">
          <Box component="p" sx={{ m: 0 }}>
            {credit.message}
          </Box>
          <Box component="p" sx={{ m: 0, mt: 0.75 }} data-testid="credit-fit-suggestion">
            {shortfallAdvice(credit)}
          </Box>
          {suggestion && (
            <Button
              size="small"
              color="inherit"
              variant="outlined"
              sx={{ mt: 1 }}
              onClick={() => onChoosePriority(suggestion.priorityLevel)}
            >
              Use {PRIORITY_LABELS[suggestion.priorityLevel]}
            </Button>
          )}
          {howToGetCredits && (
            <Box component="p" sx={{ m: 0, mt: 1 }} data-testid="credits-how-to">
              {howToGetCredits}
            </Box>
          )}
        </Alert>
      )}
    </>
  );
}
