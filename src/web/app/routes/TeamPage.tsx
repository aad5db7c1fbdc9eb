import { Link as RouterLink, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { NotFoundState } from '../../components/NotFoundState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ownedEnterprises } from '../../lib/ownership.ts';
import { useSession } from '../../lib/session/index.ts';
import { TeamView } from '../../features/team/index.ts';
import { PATHS, auditPath, enterprisePath } from '../../paths.ts';

/**
 * The Team of an enterprise (issue 26): /team/{id} for its owners and for staff (from the staff
 * enterprise page); /team opens the signed-in owner's first enterprise. The server decides who may.
 */
export default function TeamPage() {
  const session = useSession();
  const param = useParams().enterpriseId;
  const owned = ownedEnterprises(session);
  const id = param ? Number(param) : owned[0]?.id;
  const staff = session.user.isStaff;
  const name = session.enterprises.find((e) => e.id === id)?.name;
  if (!id) {
    return (
      <>
        <PageHeader title="Team" />
        <Card sx={{ p: { xs: 2, sm: 2.5 } }}>
          <NotFoundState
            message="Only an owner of an enterprise can manage its team."
            hint="Ask an owner of your enterprise."
            action={
              <Button component={RouterLink} to={PATHS.dashboard} variant="contained">
                Back to dashboard
              </Button>
            }
          />
        </Card>
      </>
    );
  }
  return (
    <>
      <PageHeader
        title="Team"
        documentTitle={name ? `Team · ${name}` : 'Team'}
        eyebrow={
          staff ? (
            <Link
              component={RouterLink}
              to={enterprisePath(id)}
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
            >
              <ArrowBack fontSize="small" /> Enterprise
            </Link>
          ) : undefined
        }
        description={
          name
            ? `The people of ${name}: their companies, role and sign-in security.`
            : 'The people of the enterprise: their companies, role and sign-in security.'
        }
        actions={
          <Box>
            <Button component={RouterLink} to={auditPath(id)} variant="outlined">
              Audit log
            </Button>
          </Box>
        }
      />
      <TeamView enterpriseId={id} />
    </>
  );
}
