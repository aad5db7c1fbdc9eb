import { useEffect, useMemo } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useAttachableKits, useRequestBrandKit } from './api.ts';
import { ColourDots } from './BrandKitSnapshot.tsx';

/**
 * The request drawer's Brand Kit select: the chosen company's kits (archived ones are not offered).
 * `value` undefined means "unchanged" (an existing request keeps its kit); null means none. The
 * chosen kit is copied onto the request when it is submitted.
 */
export function BrandKitPicker({
  companyId,
  requestId,
  value,
  onChange,
}: {
  companyId: number | null;
  requestId: number | null;
  value: number | null | undefined;
  onChange: (kitId: number | null) => void;
}) {
  const kits = useAttachableKits(companyId);
  const attached = useRequestBrandKit(requestId ?? 0);
  const current = requestId ? (attached.data?.snapshot.kitId ?? null) : null;
  const shown = value === undefined ? current : value;
  const list = useMemo(() => kits.data ?? [], [kits.data]);
  // A kit of another company is dropped when the company changes.
  useEffect(() => {
    if (typeof value === 'number' && kits.isSuccess && !list.some((k) => k.id === value)) onChange(null);
  }, [value, kits.isSuccess, list, onChange]);
  if (!companyId || (kits.isSuccess && list.length === 0 && shown === null)) return null;
  const options = list.map((k) => ({ id: k.id, name: k.name, kit: k }));
  if (shown !== null && !options.some((o) => o.id === shown) && attached.data) {
    options.push({ id: shown, name: `${attached.data.snapshot.name} (as ordered)`, kit: null as never });
  }
  return (
    <TextField
      select
      fullWidth
      label="Brand Kit"
      value={shown !== null && options.some((o) => o.id === shown) ? String(shown) : ''}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      helperText="The kit's logo, colours and fonts are copied onto the request when you submit it."
      disabled={kits.isPending}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">No brand kit</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.id} value={String(o.id)}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
            {o.kit && (
              <ColourDots colours={o.kit.assets.flatMap((a) => (a.kind === 'COLORS' ? [a.hex] : []))} />
            )}
            {o.name}
          </Box>
        </MenuItem>
      ))}
    </TextField>
  );
}
