import { useId, useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  TRANSACTIONAL_EMAILS,
  eventReaches,
  isKnownTimeZone,
  type Defaults,
  type Preferences,
  type PreferenceRole,
} from '#shared/schemas/notification-preferences.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useToast } from '../../../lib/toast.ts';
import { defaultsQuery, preferencesQuery, putDefaults, putPreferences } from './api.ts';
import { PreferenceMatrix, type MatrixRow } from './PreferenceMatrix.tsx';

/** A titled card, a region named by its title. */
function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3.5 } }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.125rem', fontWeight: 700, mb: 0.5 }}>
        {title}
      </Typography>
      {description && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {description}
        </Typography>
      )}
      {children}
    </Card>
  );
}

const hourLabel = (h: number) => `${String(h).padStart(2, '0')}:00`;
let zoneList: string[] | null = null;
/**
 * The time zones, made once: a new array on each render (a save's answer re-renders the page while
 * someone picks) made the picker recompute its options and could drop the highlighted one between
 * ArrowDown and Enter, so Enter picked nothing.
 */
const zones = (): string[] => {
  if (zoneList) return zoneList;
  try {
    zoneList = Intl.supportedValuesOf('timeZone');
  } catch {
    zoneList = ['UTC'];
  }
  return zoneList;
};
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * /account/notifications (issue 28): what the person is told, in the app and by e-mail, for each
 * event; the hour and time zone of their daily digest; for staff, the defaults of each role.
 */
export function NotificationSettings({ isStaff }: { isStaff: boolean }) {
  const { data, error } = useQuery(preferencesQuery);
  return (
    <Stack spacing={3} sx={{ maxWidth: 860 }}>
      <Alert severity="info" variant="outlined">
        {TRANSACTIONAL_EMAILS}
      </Alert>
      {data ? (
        <OwnPreferences prefs={data} />
      ) : error ? (
        <Typography color="error">
          {errorMessage(error, 'Your notification settings could not be loaded.')}
        </Typography>
      ) : (
        <Skeleton variant="rounded" height={420} />
      )}
      {isStaff && <StaffDefaults />}
    </Stack>
  );
}

function OwnPreferences({ prefs }: { prefs: Preferences }) {
  const client = useQueryClient();
  const toast = useToast();
  const save = useMutation({
    mutationFn: putPreferences,
    onSuccess: (p) => {
      client.setQueryData(preferencesQuery.queryKey, p);
      toast.success('Your notification settings were saved.');
    },
    onError: (e) => toast.error(errorMessage(e, 'Your notification settings could not be saved.')),
  });
  const change = ({ type, inApp, email }: MatrixRow) => {
    const row = { type, inApp, email };
    // Shown at once; the server's answer replaces it (or the old value comes back on an error).
    client.setQueryData(preferencesQuery.queryKey, {
      ...prefs,
      events: prefs.events.map((e) => (e.type === row.type ? { ...row, chosen: true } : e)),
    });
    save.mutate({ events: [row] }, { onError: () => client.setQueryData(preferencesQuery.queryKey, prefs) });
  };
  return (
    <>
      <Section
        title="What you are told"
        description="For each event: a notification in the app, and an e-mail right away, in your daily digest, or not at all."
      >
        <PreferenceMatrix
          idPrefix="own"
          rows={prefs.events.filter((e) => eventReaches(e.type, prefs.role))}
          onChange={change}
        />
      </Section>
      <DigestTime prefs={prefs} saving={save.isPending} onSave={(input) => save.mutate(input)} />
    </>
  );
}

function DigestTime({
  prefs,
  saving,
  onSave,
}: {
  prefs: Preferences;
  saving: boolean;
  onSave: (input: { digestHour: number; timeZone: string }) => void;
}) {
  const [hour, setHour] = useState(prefs.digestHour);
  const [zone, setZone] = useState<string | null>(prefs.timeZone);
  const zoneError = zone && !isKnownTimeZone(zone) ? 'Choose a time zone from the list.' : null;
  const dirty = hour !== prefs.digestHour || zone !== prefs.timeZone;
  const mine = browserZone();
  return (
    <Section
      title="Daily digest"
      description="One e-mail a day, at the hour you choose, listing what happened on the requests you follow. Nothing is sent on a day when nothing happened."
    >
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'flex-start' }, mt: 1 }}
        onSubmit={(e) => {
          e.preventDefault();
          if (zone && !zoneError) onSave({ digestHour: hour, timeZone: zone });
        }}
      >
        <TextField
          select
          label="Hour"
          value={hour}
          onChange={(e) => setHour(Number(e.target.value))}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 120 }}
        >
          {Array.from({ length: 24 }, (_, h) => (
            <option key={h} value={h}>
              {hourLabel(h)}
            </option>
          ))}
        </TextField>
        <Autocomplete
          options={zones()}
          value={zone}
          onChange={(_e, v) => setZone(v)}
          sx={{ flex: 1, minWidth: 0 }}
          renderInput={(params) => (
            <TextField
              {...params}
              label="Time zone"
              error={!!zoneError}
              helperText={
                zoneError ??
                (mine && mine !== zone ? (
                  <Button size="small" sx={{ p: 0, minWidth: 0 }} onClick={() => setZone(mine)}>
                    Use this device’s time zone ({mine})
                  </Button>
                ) : (
                  ' '
                ))
              }
            />
          )}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={!dirty || !zone || !!zoneError || saving}
          sx={{ mt: { sm: 1 } }}
        >
          Save digest time
        </Button>
      </Stack>
    </Section>
  );
}

const ROLE_LABELS: Record<PreferenceRole, string> = {
  staff: 'Staff',
  owner: 'Customer owners',
  member: 'Customer members',
};

function StaffDefaults() {
  const client = useQueryClient();
  const toast = useToast();
  const { data, error } = useQuery(defaultsQuery);
  const [role, setRole] = useState<PreferenceRole>('member');
  const save = useMutation({
    mutationFn: putDefaults,
    onSuccess: (d) => {
      client.setQueryData(defaultsQuery.queryKey, d);
      void client.invalidateQueries({ queryKey: preferencesQuery.queryKey });
      toast.success(`The defaults for ${ROLE_LABELS[role].toLowerCase()} were saved.`);
    },
    onError: (e) => toast.error(errorMessage(e, 'The defaults could not be saved.')),
  });
  const change =
    (d: Defaults) =>
    ({ type, inApp, email }: MatrixRow) => {
      const row = { type, inApp, email };
      client.setQueryData(defaultsQuery.queryKey, {
        roles: d.roles.map((r) =>
          r.role === role ? { ...r, events: r.events.map((e) => (e.type === row.type ? row : e)) } : r,
        ),
      });
      save.mutate({ role, events: [row] }, { onError: () => client.setQueryData(defaultsQuery.queryKey, d) });
    };
  const rows = data?.roles.find((r) => r.role === role)?.events.filter((e) => eventReaches(e.type, role));
  return (
    <Section
      title="Defaults for new users (staff)"
      description="What people of each role get until they choose for themselves. A person’s own choices always win."
    >
      <Tabs
        value={role}
        onChange={(_e, v: PreferenceRole) => setRole(v)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Role"
        sx={{ mb: 1 }}
      >
        {(['member', 'owner', 'staff'] as const).map((r) => (
          <Tab key={r} value={r} label={ROLE_LABELS[r]} />
        ))}
      </Tabs>
      {data && rows ? (
        <PreferenceMatrix idPrefix={`defaults-${role}`} rows={rows} onChange={change(data)} />
      ) : error ? (
        <Typography color="error">{errorMessage(error, 'The defaults could not be loaded.')}</Typography>
      ) : (
        <Skeleton variant="rounded" height={320} />
      )}
    </Section>
  );
}
