import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ACCESS_LEVELS, type AccessLevel } from '#shared/domain/brand-kit.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useToast } from '../../lib/toast.ts';
import { useCompanyAccess, useGrantAccess } from './api.ts';

export const ACCESS_LABELS: Record<AccessLevel, string> = {
  NONE: 'No access',
  VIEW: 'View',
  EDIT: 'Edit',
  CREATE: 'Create',
};
const ACCESS_HINTS: Record<AccessLevel, string> = {
  NONE: 'Does not see the brand kits',
  VIEW: 'Sees the kits and uses them on requests',
  EDIT: 'Also changes, archives and deletes kits',
  CREATE: 'Also creates new kits',
};

/**
 * The company owner (and staff) set what each person of the company may do with its brand kits.
 * Every change is saved at once; the owners always have full access.
 */
export function AccessDialog({
  companyId,
  companyName,
  onClose,
}: {
  companyId: number;
  companyName: string;
  onClose: () => void;
}) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const query = useCompanyAccess(companyId);
  const grant = useGrantAccess(companyId);
  const toast = useToast();
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="bk-access"
    >
      <DialogTitle id="bk-access">
        Brand kit access
        <Typography variant="body2" color="text.secondary">
          {companyName}: who may view, edit or create its brand kits
        </Typography>
      </DialogTitle>
      <DialogContent dividers>
        {query.isPending ? (
          <Skeleton variant="rounded" height={120} />
        ) : query.isError ? (
          <Alert severity="error">{errorMessage(query.error, 'Access could not be loaded.')}</Alert>
        ) : (
          <Box
            component="ul"
            aria-label="People"
            sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}
          >
            {query.data.people.map((p) => (
              <Box
                component="li"
                key={p.userId}
                aria-label={p.name}
                sx={{
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) 200px' },
                  gap: 1,
                  alignItems: 'center',
                }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
                    {p.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" noWrap component="div">
                    {p.email}
                  </Typography>
                </Box>
                {p.owner ? (
                  <Typography variant="body2" color="text.secondary">
                    Owner · full access
                  </Typography>
                ) : (
                  <TextField
                    fullWidth
                    select
                    size="small"
                    label={`Access for ${p.name}`}
                    value={p.level}
                    disabled={grant.isPending}
                    helperText={ACCESS_HINTS[p.level]}
                    onChange={(event) =>
                      grant.mutate(
                        { userId: p.userId, level: event.target.value as AccessLevel },
                        {
                          onSuccess: () => toast.success(`Access updated for ${p.name}`),
                          onError: (error) =>
                            toast.error(errorMessage(error, 'Access could not be changed.')),
                        },
                      )
                    }
                  >
                    {ACCESS_LEVELS.map((level) => (
                      <MenuItem key={level} value={level}>
                        {ACCESS_LABELS[level]}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              </Box>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose}>Done</Button>
      </DialogActions>
    </Dialog>
  );
}
