import { Link as RouterLink, useParams } from 'react-router';
import { Controller } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../lib/api-client.ts';
import {
  fetchSignupOptions,
  SignupForm,
  personFields,
  SignupFrame,
  InvitationSignupFormSchema,
  type InvitationSignupForm,
} from '../../features/signup/index.ts';
import { PATHS } from '../../paths.ts';

const isId = (value: string | undefined): value is string => Boolean(value && /^\d{1,12}$/.test(value));
/** The inviter's signed token: {inviterId}.{signature}. */
const isToken = (value: string | undefined): value is string =>
  Boolean(value && /^\d{1,10}\.[A-Za-z0-9_-]{22}$/.test(value));

export const INVITATION_NOT_VALID = 'This invitation link is not valid.';

const FIELDS = personFields<InvitationSignupForm>();

/**
 * /settings/{enterpriseId}/{inviteToken}/signup-request — the invitation link a customer shares from
 * the dashboard. The colleague who opens it chooses one of the enterprise's companies (the
 * company-select sign-up request) and asks to join; the enterprise owner approves.
 */
export default function SignupRequestPage() {
  const { enterpriseId, inviteToken } = useParams();
  const valid = isId(enterpriseId) && isToken(inviteToken);
  const options = useQuery({
    queryKey: ['signup-options', enterpriseId, inviteToken],
    queryFn: ({ signal }) => fetchSignupOptions(enterpriseId!, inviteToken!, signal),
    enabled: valid,
    staleTime: 5 * 60_000,
  });
  const data = options.data;
  const inviter = data ? `${data.inviter.firstName} ${data.inviter.lastName}`.trim() : '';

  return (
    <SignupFrame title="Sign-up request">
      {!valid ? (
        <InvitationError message={INVITATION_NOT_VALID} />
      ) : options.isPending ? (
        <Box aria-busy="true" aria-label="Loading the invitation" sx={{ mt: 2 }}>
          <Skeleton variant="text" width="80%" />
          <Skeleton variant="rounded" height={56} sx={{ mt: 3 }} />
          <Skeleton variant="rounded" height={56} sx={{ mt: 2 }} />
        </Box>
      ) : options.isError || !data ? (
        <InvitationError message={errorMessage(options.error, INVITATION_NOT_VALID)} />
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
            {inviter ? `${inviter} invited you to join ` : 'You are invited to join '}
            <Box component="strong" sx={{ color: 'text.primary' }}>
              {data.enterprise.name}
            </Box>
            . Choose your company and tell us who you are; the owner of {data.enterprise.name} approves your
            request.
          </Typography>
          <SignupForm
            schema={InvitationSignupFormSchema}
            fields={FIELDS}
            defaultValues={{
              companyId: data.companies.length === 1 ? String(data.companies[0]!.id) : '',
              firstName: '',
              lastName: '',
              email: '',
              password: '',
              phone: '',
            }}
            submitLabel="Ask to join"
            ariaLabel="Sign-up request"
            toPayload={({ companyId, ...values }) => ({
              kind: 'member',
              ...values,
              companyName: data.companies.find((c) => String(c.id) === companyId)?.name ?? '',
              ownerEmail: '',
              enterpriseId: data.enterprise.id,
              inviteToken,
              companyId: Number(companyId),
              message: '',
            })}
            lead={({ control }) => (
              <Controller
                name="companyId"
                control={control}
                render={({ field, fieldState }) => (
                  <TextField
                    fullWidth
                    select
                    {...field}
                    label="Company"
                    required
                    error={Boolean(fieldState.error)}
                    helperText={
                      fieldState.error?.message ?? `The company of ${data.enterprise.name} you work for`
                    }
                    sx={{ gridColumn: '1 / -1' }}
                  >
                    {data.companies.map((c) => (
                      <MenuItem key={c.id} value={String(c.id)}>
                        {c.name}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            )}
          />
        </>
      )}
    </SignupFrame>
  );
}

function InvitationError({ message }: { message: string }) {
  return (
    <>
      <Alert severity="error" sx={{ mt: 3 }}>
        {message} Please check that you opened the complete link, or ask your colleague for a new one.
      </Alert>
      <Button
        component={RouterLink}
        to={PATHS.signupMember}
        variant="outlined"
        sx={{ mt: 3, alignSelf: 'flex-start' }}
      >
        Ask to join your company instead
      </Button>
    </>
  );
}
