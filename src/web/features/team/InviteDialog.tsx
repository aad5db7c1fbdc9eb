import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { PATTERNS } from '#shared/domain/validation.ts';
import { MAX_INVITED_AT_ONCE } from '#shared/domain/invitations.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useToast } from '../../lib/toast.ts';
import type { Team } from './api.ts';
import { useInvitationActions, type InvitationRole } from './invitations-api.ts';

/** The addresses typed, split on commas, semicolons, spaces and new lines. */
export const splitAddresses = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * "Invite by e-mail": one or more addresses, the companies they join and their role. The server
 * checks everything again and refuses the whole invitation when one address cannot be invited (its
 * message is shown here, and nothing was sent).
 */
export function InviteDialog({ team, open, onClose }: { team: Team; open: boolean; onClose: () => void }) {
  const toast = useToast();
  const { invite } = useInvitationActions(team.enterprise.id);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [text, setText] = useState('');
  const [companyIds, setCompanyIds] = useState<number[]>(() =>
    team.companies.length === 1 ? [team.companies[0]!.id] : [],
  );
  const [role, setRole] = useState<InvitationRole>('member');
  const [errors, setErrors] = useState<{ emails?: string; companies?: string }>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const reset = () => {
    setText('');
    setErrors({});
    setServerError(null);
    setRole('member');
  };
  const close = () => {
    reset();
    onClose();
  };

  const submit = async () => {
    const emails = splitAddresses(text);
    const bad = emails.filter((e) => !PATTERNS.email.test(e));
    const next: typeof errors = {};
    if (!emails.length) next.emails = 'Enter at least one e-mail address';
    else if (bad.length) next.emails = `Not an e-mail address: ${bad.join(', ')}`;
    else if (emails.length > MAX_INVITED_AT_ONCE) {
      next.emails = `At most ${MAX_INVITED_AT_ONCE} addresses at once`;
    }
    if (!companyIds.length) next.companies = 'Choose at least one company';
    setErrors(next);
    if (next.emails || next.companies) return;
    setServerError(null);
    try {
      const answer = await invite.mutateAsync({ emails, companyIds, role });
      const n = answer.invitations.length;
      toast.success(
        n === 1 ? `Invitation sent to ${answer.invitations[0]!.email}.` : `${n} invitations sent.`,
      );
      close();
    } catch (err) {
      setServerError(errorMessage(err, 'The invitations could not be sent. Try again.'));
    }
  };

  const toggle = (id: number, on: boolean) =>
    setCompanyIds((ids) => (on ? [...ids, id] : ids.filter((x) => x !== id)));

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      aria-labelledby="invite-title"
    >
      <DialogTitle id="invite-title">Invite by e-mail</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {serverError && (
            <Alert severity="error" role="alert">
              {serverError}
            </Alert>
          )}
          <TextField
            label="E-mail addresses"
            multiline
            minRows={2}
            fullWidth
            autoFocus
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              if (errors.emails) setErrors((x) => ({ ...x, emails: undefined }));
            }}
            error={Boolean(errors.emails)}
            helperText={
              errors.emails ?? 'One or more, separated by commas or new lines. Each gets its own link.'
            }
            slotProps={{
              htmlInput: { 'aria-label': 'E-mail addresses', autoCapitalize: 'none', spellCheck: false },
            }}
          />
          <FormControl error={Boolean(errors.companies)} component="fieldset">
            <FormLabel component="legend">Companies</FormLabel>
            <FormGroup>
              {team.companies.map((c) => (
                <FormControlLabel
                  key={c.id}
                  control={
                    <Checkbox
                      checked={companyIds.includes(c.id)}
                      onChange={(e) => {
                        toggle(c.id, e.target.checked);
                        if (errors.companies) setErrors((x) => ({ ...x, companies: undefined }));
                      }}
                    />
                  }
                  label={c.name}
                />
              ))}
            </FormGroup>
            {errors.companies && <FormHelperText>{errors.companies}</FormHelperText>}
          </FormControl>
          <FormControl component="fieldset">
            <FormLabel component="legend">Role</FormLabel>
            <RadioGroup value={role} onChange={(e) => setRole(e.target.value as InvitationRole)}>
              <FormControlLabel
                value="member"
                control={<Radio />}
                label="Member: submits and follows requests"
              />
              <FormControlLabel
                value="owner"
                control={<Radio />}
                label="Owner: also manages the team and the enterprise"
              />
            </RadioGroup>
          </FormControl>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button variant="contained" loading={invite.isPending} onClick={() => void submit()}>
          Send invitations
        </Button>
      </DialogActions>
    </Dialog>
  );
}
