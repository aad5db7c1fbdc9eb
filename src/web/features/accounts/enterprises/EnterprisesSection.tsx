import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { ownedEnterprises } from '../../../lib/ownership.ts';
import { SESSION_QUERY_KEY } from '../../../lib/query-client.ts';
import { useSession } from '../../../lib/session/index.ts';
import { useToast } from '../../../lib/toast.ts';
import { PATHS, teamPath } from '../../../paths.ts';
import { SettingsSection } from '../SettingsSection.tsx';
import { leaveEnterprise } from './api.ts';

type Enterprise = { id: number; name: string };

/**
 * The enterprises a customer belongs to, and leaving one: a member leaves here (their requests and
 * comments stay, what they were the only assignee of is listed for the owners on the Team page); an
 * owner leaves from the Team page, where the rule that an enterprise keeps an owner is shown.
 */
export function EnterprisesSection() {
  const session = useSession();
  const client = useQueryClient();
  const toast = useToast();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState<Enterprise | null>(null);
  const owned = new Set(ownedEnterprises(session).map((e) => e.id));
  const leave = useMutation({
    mutationFn: (e: Enterprise) => leaveEnterprise(e.id, session.user.id),
    onSuccess: (result, e) => {
      setLeaving(null);
      if (result.signedOut) {
        // No enterprise left: every session has ended, this one too.
        client.setQueryData(SESSION_QUERY_KEY, null);
        client.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_QUERY_KEY[0] });
        toast.success(`You left ${e.name} and were signed out.`);
        void navigate(PATHS.login, { replace: true });
        return;
      }
      toast.success(`You left ${e.name}.`);
      void client.invalidateQueries();
    },
    onError: (err) => toast.error(errorMessage(err, 'You could not leave the enterprise.')),
  });
  if (session.user.isStaff || session.enterprises.length === 0) return null;

  return (
    <SettingsSection
      title="Your enterprises"
      description="The companies you work in belong to these enterprises. Leaving one ends your access to its requests and credits; what you wrote stays."
    >
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {session.enterprises.map((e) => (
          <Box
            component="li"
            key={e.id}
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: 1,
              justifyContent: 'space-between',
            }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 650, overflowWrap: 'anywhere' }}>{e.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {owned.has(e.id) ? (
                  <>
                    Owner: you leave it from its{' '}
                    <Link component={RouterLink} to={teamPath(e.id)}>
                      Team page
                    </Link>
                    .
                  </>
                ) : (
                  'Member'
                )}
              </Typography>
            </Box>
            {!owned.has(e.id) && (
              <Button color="error" variant="outlined" size="small" onClick={() => setLeaving(e)}>
                Leave…
              </Button>
            )}
          </Box>
        ))}
      </Stack>
      <ConfirmDialog
        open={leaving !== null}
        title={leaving ? `Leave ${leaving.name}?` : ''}
        message={
          session.enterprises.length === 1
            ? 'You will no longer see its requests or spend its credits, and as it is your only enterprise you will be signed out. The requests and comments you wrote stay. Only an owner can add you again.'
            : 'You will no longer see its requests or spend its credits. The requests and comments you wrote stay. Only an owner can add you again.'
        }
        confirmLabel="Leave"
        cancelLabel="Cancel"
        destructive
        busy={leave.isPending}
        onConfirm={() => leaving && leave.mutate(leaving)}
        onCancel={() => setLeaving(null)}
      />
    </SettingsSection>
  );
}
