import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { formatDate } from '#shared/domain/formats.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useToast } from '../../../lib/toast.ts';
import { SettingsSection } from '../SettingsSection.tsx';
import {
  useDisableTwoFactor,
  useEnterpriseRequirement,
  useNewRecoveryCodes,
  useStaffRequirement,
  useTwoFactorStatus,
  type TwoFactorStatus,
} from './api.ts';
import { RecoveryCodesList } from './RecoveryCodesList.tsx';
import { SetupFlow } from './SetupFlow.tsx';
import { useFocusWhen } from '../../../lib/use-focus-when.ts';

const REQUIRED_BY = {
  staff: 'Two-factor sign-in is required of every staff account.',
  enterprise: 'Your enterprise requires two-factor sign-in of everyone.',
} as const;

/** /account: turn two-factor sign-in on or off, new recovery codes, and the rules the caller sets. */
export function TwoFactorSection() {
  const status = useTwoFactorStatus();
  const [settingUp, setSettingUp] = useState(false);
  const s = status.data;
  // Each step replaces the one before (off → setting up → on → off), and the button pressed goes
  // with it, dropping the focus to the page: the new step takes it (read out; Tab goes on inside it).
  const step = s ? (s.enabled ? 'on' : settingUp ? 'setup' : 'off') : null;
  const stepArea = useFocusWhen(step, { onlyIfLost: true });
  return (
    <SettingsSection
      title="Two-factor sign-in"
      description="After your password, a 6-digit code from an authenticator app on your phone: your account stays safe even if your password leaks."
    >
      {status.isError && <Alert severity="error">{errorMessage(status.error, 'Could not load.')}</Alert>}
      {!s && !status.isError && <Skeleton variant="rounded" height={72} />}
      {s && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {s.requiredBy && !s.enabled && <Alert severity="info">{REQUIRED_BY[s.requiredBy]}</Alert>}
          <Box ref={stepArea} tabIndex={-1} data-testid="two-factor-step">
            {s.enabled ? (
              <Enabled status={s} />
            ) : settingUp ? (
              <SetupFlow onDone={() => setSettingUp(false)} onCancel={() => setSettingUp(false)} />
            ) : (
              <Box>
                <Typography variant="body2" sx={{ mb: 1.5 }} data-testid="two-factor-state">
                  Two-factor sign-in is off.
                </Typography>
                <Button variant="contained" onClick={() => setSettingUp(true)}>
                  Turn on two-factor sign-in
                </Button>
              </Box>
            )}
          </Box>
          <Policies status={s} />
        </Box>
      )}
    </SettingsSection>
  );
}

function Enabled({ status }: { status: TwoFactorStatus }) {
  const [dialog, setDialog] = useState<'off' | 'codes' | null>(null);
  return (
    <Box>
      <Typography variant="body2" data-testid="two-factor-state">
        Two-factor sign-in is on{status.enabledAt ? ` since ${formatDate(status.enabledAt)}` : ''}.{' '}
        {status.recoveryCodesLeft} of 10 recovery codes left.
      </Typography>
      {status.requiredBy && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {REQUIRED_BY[status.requiredBy]}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1.5 }}>
        <Button variant="outlined" onClick={() => setDialog('codes')}>
          New recovery codes
        </Button>
        {!status.required && (
          <Button variant="outlined" color="error" onClick={() => setDialog('off')}>
            Turn off
          </Button>
        )}
      </Box>
      {dialog === 'off' && <TurnOffDialog onClose={() => setDialog(null)} />}
      {dialog === 'codes' && <NewCodesDialog onClose={() => setDialog(null)} />}
    </Box>
  );
}

function TurnOffDialog({ onClose }: { onClose: () => void }) {
  const toast = useToast();
  const disable = useDisableTwoFactor();
  const [by, setBy] = useState<'code' | 'password'>('code');
  const [value, setValue] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value) return;
    disable.mutate(by === 'code' ? { code: value.trim() } : { password: value }, {
      onSuccess: () => {
        toast.success('Two-factor sign-in is off.');
        onClose();
      },
    });
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <Box component="form" onSubmit={submit} aria-label="Turn off two-factor sign-in">
        <DialogTitle>Turn off two-factor sign-in</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="body2">
            Confirm with a code from your app (or a recovery code), or your password.
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={by}
            onChange={(_, v: 'code' | 'password' | null) => {
              if (v) {
                setBy(v);
                setValue('');
                // The refusal of a code is not the password's (nor the other way round).
                disable.reset();
              }
            }}
            aria-label="Confirm with"
          >
            <ToggleButton value="code">Code</ToggleButton>
            <ToggleButton value="password">Password</ToggleButton>
          </ToggleButtonGroup>
          <TextField
            autoFocus
            label={by === 'code' ? 'Code' : 'Password'}
            type={by === 'code' ? 'text' : 'password'}
            autoComplete={by === 'code' ? 'one-time-code' : 'current-password'}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            error={disable.isError}
            helperText={disable.isError ? errorMessage(disable.error, 'Could not turn it off.') : undefined}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button
            type="submit"
            color="error"
            variant="contained"
            loading={disable.isPending}
            disabled={!value}
          >
            Turn off
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

function NewCodesDialog({ onClose }: { onClose: () => void }) {
  const codes = useNewRecoveryCodes();
  const [code, setCode] = useState('');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>New recovery codes</DialogTitle>
      {codes.data ? (
        <>
          <DialogContent>
            <RecoveryCodesList codes={codes.data.recoveryCodes} />
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={onClose}>
              Done
            </Button>
          </DialogActions>
        </>
      ) : (
        <Box
          component="form"
          aria-label="New recovery codes"
          onSubmit={(e) => {
            e.preventDefault();
            if (code.trim()) codes.mutate(code.trim());
          }}
        >
          <DialogContent sx={{ display: 'grid', gap: 2 }}>
            <Typography variant="body2">
              Ten new codes replace your old ones, which stop working. Enter a code from your app.
            </Typography>
            <TextField
              autoFocus
              label="Code from your app"
              autoComplete="one-time-code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              error={codes.isError}
              helperText={codes.isError ? errorMessage(codes.error, 'That code is not right.') : undefined}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 8 } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <Button type="submit" variant="contained" loading={codes.isPending} disabled={!code.trim()}>
              Make new codes
            </Button>
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}

/** The rules the caller sets: staff for every staff account, an owner for each enterprise they own. */
function Policies({ status }: { status: TwoFactorStatus }) {
  const { staff, enterprises } = status.policies;
  if (staff === null && enterprises.length === 0) return null;
  return (
    <>
      <Divider />
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="subtitle2" component="h3">
          Require two-factor sign-in
        </Typography>
        {staff !== null && <StaffSwitch required={staff} />}
        {enterprises.map((e) => (
          <EnterpriseSwitch key={e.id} id={e.id} name={e.name} required={e.required} />
        ))}
        <Typography variant="caption" color="text.secondary">
          Whoever has not turned it on is asked to at their next sign-in, and can do nothing else until they
          have. Their API tokens stop working until then.
        </Typography>
      </Box>
    </>
  );
}

function StaffSwitch({ required }: { required: boolean }) {
  const mutation = useStaffRequirement();
  return (
    <RequirementSwitch
      label="Every staff account"
      required={mutation.isPending ? (mutation.variables ?? required) : required}
      busy={mutation.isPending}
      error={mutation.isError ? errorMessage(mutation.error, 'Could not change it.') : null}
      onChange={(v) => mutation.mutate(v)}
    />
  );
}

function EnterpriseSwitch({ id, name, required }: { id: number; name: string; required: boolean }) {
  const mutation = useEnterpriseRequirement(id);
  return (
    <RequirementSwitch
      label={`Everyone at ${name}`}
      required={mutation.isPending ? (mutation.variables ?? required) : required}
      busy={mutation.isPending}
      error={mutation.isError ? errorMessage(mutation.error, 'Could not change it.') : null}
      onChange={(v) => mutation.mutate(v)}
    />
  );
}

export function RequirementSwitch({
  label,
  required,
  busy,
  error,
  onChange,
}: {
  label: string;
  required: boolean;
  busy: boolean;
  error: string | null;
  onChange: (required: boolean) => void;
}) {
  return (
    <Box>
      <FormControlLabel
        control={<Switch checked={required} disabled={busy} onChange={(_, v) => onChange(v)} />}
        label={label}
      />
      {error && (
        <Alert severity="error" sx={{ mt: 0.5 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}
