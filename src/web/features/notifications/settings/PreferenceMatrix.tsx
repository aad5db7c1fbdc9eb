import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { NotificationType } from '#shared/schemas/notification.ts';
import {
  EMAIL_CHOICES,
  NOTIFICATION_EVENTS,
  type EmailChoice,
} from '#shared/schemas/notification-preferences.ts';

export type MatrixRow = { type: NotificationType; inApp: boolean; email: EmailChoice };

const EMAIL_LABELS: Record<EmailChoice, string> = {
  immediate: 'Immediately',
  digest: 'Daily digest',
  off: 'Off',
};

/**
 * One row per event: its name and what it is, In app (a switch) and E-mail (immediately, daily
 * digest, off). A grid of three columns on a wide screen; on a phone the name above its controls.
 */
export function PreferenceMatrix({
  rows,
  disabled,
  onChange,
  idPrefix,
}: {
  rows: MatrixRow[];
  disabled?: boolean;
  onChange: (row: MatrixRow) => void;
  idPrefix: string;
}) {
  return (
    <Box role="list" sx={{ display: 'flex', flexDirection: 'column' }}>
      {rows.map((row, i) => {
        const event = NOTIFICATION_EVENTS[row.type];
        const emailId = `${idPrefix}-${row.type}-email`;
        return (
          <Box
            key={row.type}
            role="listitem"
            data-event={row.type}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr auto', md: 'minmax(0, 1fr) 150px 180px' },
              gridTemplateAreas: { xs: '"name name" "inapp email"', md: '"name inapp email"' },
              alignItems: 'center',
              columnGap: 2,
              rowGap: 1,
              py: 1.5,
              borderTop: i ? 1 : 0,
              borderColor: 'divider',
            }}
          >
            <Box sx={{ gridArea: 'name', minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{event.label}</Typography>
              <Typography variant="body2" color="text.secondary">
                {event.description}
              </Typography>
            </Box>
            <FormControlLabel
              sx={{ gridArea: 'inapp', m: 0 }}
              control={
                <Switch
                  checked={row.inApp}
                  disabled={disabled}
                  onChange={(e) => onChange({ ...row, inApp: e.target.checked })}
                  slotProps={{ input: { 'aria-label': `In app: ${event.label}` } }}
                />
              }
              label="In app"
            />
            <TextField
              sx={{ gridArea: 'email', minWidth: 150 }}
              id={emailId}
              select
              size="small"
              label="E-mail"
              value={row.email}
              disabled={disabled}
              onChange={(e) => onChange({ ...row, email: e.target.value as EmailChoice })}
              slotProps={{
                select: { native: true },
                htmlInput: { 'aria-label': `E-mail: ${event.label}` },
              }}
            >
              {EMAIL_CHOICES.map((c) => (
                <option key={c} value={c}>
                  {EMAIL_LABELS[c]}
                </option>
              ))}
            </TextField>
          </Box>
        );
      })}
    </Box>
  );
}
