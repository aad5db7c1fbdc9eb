import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import { formatDate } from '#shared/domain/formats.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useToast } from '../../lib/toast.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { useDecideSignup, useSignupRequests, type SignupRequestDto } from './api.ts';
import { CardEmpty } from './CardEmpty.tsx';
import { DASHBOARD_MESSAGES, SIGNUP_REQUESTS_ANCHOR } from './messages.ts';
import { useFocusWhen } from '../../lib/use-focus-when.ts';

const fullName = (r: SignupRequestDto) => `${r.firstName} ${r.lastName}`.trim() || r.email;

/** The company a member request names, when it is one of the enterprise's companies. */
function suggestedCompany(r: SignupRequestDto): number | '' {
  const name = r.companyName.trim().toLowerCase();
  const match = r.companies.find((c) => c.name.toLowerCase() === name);
  if (match) return match.id;
  return r.companies.length === 1 ? r.companies[0]!.id : '';
}

function SignupRequestItem({
  request,
  isStaff,
  onDecided,
}: {
  request: SignupRequestDto;
  isStaff: boolean;
  /** Deciding here (true): the request is about to leave the list; false when the decision failed. */
  onDecided: (deciding: boolean) => void;
}) {
  const toast = useToast();
  const decide = useDecideSignup();
  const [companyId, setCompanyId] = useState<number | ''>(() => suggestedCompany(request));
  const [companyError, setCompanyError] = useState(false);
  const [askReject, setAskReject] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const name = fullName(request);
  const isMember = request.kind === 'member';
  const noEnterprise = isMember && !request.enterprise;
  const busy = decide.isPending;
  const selectId = `signup-company-${request.id}`;

  const run = async (approve: boolean) => {
    setFailure(null);
    if (approve && isMember && companyId === '') {
      setCompanyError(true);
      return;
    }
    try {
      onDecided(true);
      await decide.mutateAsync({
        id: request.id,
        approve,
        companyId: approve && isMember && companyId !== '' ? companyId : undefined,
      });
      const company = isMember
        ? (request.companies.find((c) => c.id === companyId)?.name ?? null)
        : request.enterpriseName;
      toast.success(approve ? DASHBOARD_MESSAGES.approved(name, company) : DASHBOARD_MESSAGES.rejected(name));
    } catch (error) {
      onDecided(false);
      const message = errorMessage(error, DASHBOARD_MESSAGES.decideFailed);
      setFailure(message);
      toast.error(message);
    } finally {
      setAskReject(false);
    }
  };

  return (
    <Box
      component="li"
      data-testid="signup-request"
      aria-label={`Sign-up request of ${name}`}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 300px' },
        gap: { xs: 1.5, md: 3 },
        py: 2,
        '&:not(:last-of-type)': { borderBottom: '1px solid', borderColor: 'divider' },
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography sx={{ fontWeight: 650, overflowWrap: 'anywhere', minWidth: 0 }}>{name}</Typography>
          <Chip
            size="small"
            label={isMember ? 'Member' : 'New enterprise'}
            color={isMember ? 'default' : 'primary'}
            variant="outlined"
          />
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {request.email}
          {request.phone ? ` · ${request.phone}` : ''} · {formatDate(request.createdAt)}
        </Typography>
        <Typography variant="body2" sx={{ mt: 0.75, overflowWrap: 'anywhere' }}>
          {isMember ? (
            <>
              Asks to join <strong>{request.companyName}</strong>
              {request.enterprise ? ` (${request.enterprise.name})` : ''}
            </>
          ) : (
            <>
              Registers <strong>{request.enterpriseName}</strong> with the first company{' '}
              <strong>{request.companyName}</strong>
            </>
          )}
        </Typography>
        {request.message && (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{
              mt: 0.75,
              pl: 1.25,
              borderLeft: '3px solid',
              borderColor: 'divider',
              whiteSpace: 'pre-line',
              overflowWrap: 'anywhere',
            }}
          >
            {request.message}
          </Typography>
        )}
        {failure && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {failure}
          </Alert>
        )}
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.25, alignSelf: 'center' }}>
        {isMember && !noEnterprise && (
          <TextField
            select
            id={selectId}
            label="Company"
            size="small"
            value={companyId}
            error={companyError}
            helperText={companyError ? DASHBOARD_MESSAGES.chooseCompany : undefined}
            onChange={(event) => {
              setCompanyId(event.target.value === '' ? '' : Number(event.target.value));
              setCompanyError(false);
            }}
            disabled={busy}
            fullWidth
          >
            {request.companies.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        {noEnterprise && (
          <Typography variant="body2" color="text.secondary">
            {isStaff
              ? 'No enterprise matched this request, so there is no company to add this person to.'
              : 'No company matched this request.'}
          </Typography>
        )}
        <Box sx={{ display: 'flex', gap: 1, justifyContent: { md: 'flex-end' } }}>
          <Button
            variant="outlined"
            color="inherit"
            onClick={() => setAskReject(true)}
            disabled={busy}
            sx={{ flex: { xs: 1, md: 'none' } }}
          >
            Reject
          </Button>
          <Button
            variant="contained"
            onClick={() => void run(true)}
            disabled={busy || noEnterprise}
            sx={{ flex: { xs: 1, md: 'none' } }}
          >
            Approve
          </Button>
        </Box>
      </Box>
      <ConfirmDialog
        open={askReject}
        title="Reject this sign-up request?"
        message={`${name} will not get an account. They can send a new request later.`}
        confirmLabel="Reject"
        cancelLabel="Keep"
        destructive
        busy={busy}
        onConfirm={() => void run(false)}
        onCancel={() => setAskReject(false)}
      />
    </Box>
  );
}

/**
 * Pending sign-up requests the user decides: enterprise owners see member requests for their
 * enterprise, staff see every request. The approval e-mail links here (/dashboard#signup-requests).
 */
export function SignupRequestsCard({ isStaff }: { isStaff: boolean }) {
  const query = useSignupRequests(true);
  const location = useLocation();
  const requests = query.data;
  const wantsAnchor = location.hash === `#${SIGNUP_REQUESTS_ANCHOR}`;
  const loaded = requests !== undefined;

  // A decided request leaves the list with the button that was pressed (or the dialog that asked),
  // and the focus with it, to the page: it goes to the next request waiting, or to the heading once
  // none is left, unless the person has put it somewhere else meanwhile.
  const decided = useRef(false);
  const ref = useFocusWhen<HTMLElement>(requests?.length, {
    onlyIfLost: true,
    pick: (card) => {
      if (!decided.current) return null;
      decided.current = false;
      return (
        card.querySelector<HTMLElement>(
          '[data-testid="signup-request"] :is(button, [role="combobox"], input):not([disabled])',
        ) ?? card.querySelector<HTMLElement>('#dashboard-signups')
      );
    },
  });

  // Coming from the e-mail: bring the card into view once its content has its final height.
  useEffect(() => {
    if (wantsAnchor && loaded) ref.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [ref, wantsAnchor, loaded]);

  return (
    <Card
      component="section"
      id={SIGNUP_REQUESTS_ANCHOR}
      ref={ref}
      aria-labelledby="dashboard-signups"
      sx={{ p: { xs: 2, sm: 2.5 }, scrollMarginTop: 88, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography id="dashboard-signups" variant="h5" component="h2" tabIndex={-1}>
          Sign-up requests
        </Typography>
        {requests && requests.length > 0 && (
          <Chip
            size="small"
            color="primary"
            label={requests.length}
            aria-label={`${requests.length} pending`}
          />
        )}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {isStaff
          ? 'New enterprises and new members wait for a decision. Approving creates the account.'
          : 'People asking to join a company of your enterprise. Approving creates their account.'}
      </Typography>
      {query.isPending ? (
        <Box aria-busy="true" aria-label="Loading sign-up requests" sx={{ mt: 2 }}>
          <Skeleton variant="rounded" height={72} />
        </Box>
      ) : query.isError && !requests ? (
        <Alert
          severity="error"
          sx={{ mt: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              Retry
            </Button>
          }
        >
          {errorMessage(query.error, DASHBOARD_MESSAGES.signupsFailed)}
        </Alert>
      ) : !requests || requests.length === 0 ? (
        <CardEmpty
          icon={<HowToRegOutlined />}
          title="No pending sign-up requests"
          description="When someone asks for an account, their request shows up here for you to approve or reject."
        />
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, mt: 0.5 }}>
          {requests.map((r) => (
            <SignupRequestItem
              key={r.id}
              request={r}
              isStaff={isStaff}
              onDecided={(deciding) => (decided.current = deciding)}
            />
          ))}
        </Box>
      )}
    </Card>
  );
}
