import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { useSession } from '../../../lib/session/index.ts';
import { staffCustomerFilterChunk } from './staff-customer-filter-chunk.ts';

export type CustomerFilterProps = {
  companyId: number | undefined;
  enterpriseId: number | undefined;
  onChange: (key: 'companyId' | 'enterpriseId' | null, id: number | null) => void;
  sx: SxProps<Theme>;
};
type Props = CustomerFilterProps;
const StaffCustomerFilter = staffCustomerFilterChunk.Component;

/**
 * Whose requests: for staff an enterprise (all its companies) or one company, searched by name and
 * grouped by enterprise; for a customer with several companies one of them. One URL key each
 * (enterpriseId / companyId).
 */
export function CustomerFilter(props: Props) {
  const session = useSession();
  return session.user.isStaff ? <StaffCustomerFilter {...props} /> : <CompanySelect {...props} />;
}

function CompanySelect({ companyId, onChange, sx }: Props) {
  const session = useSession();
  if (session.companies.length < 2) return null;
  return (
    <TextField
      select
      size="small"
      label="Company"
      value={companyId ? String(companyId) : ''}
      onChange={(e) => onChange(e.target.value ? 'companyId' : null, Number(e.target.value) || null)}
      sx={sx}
    >
      <MenuItem value="">Any company</MenuItem>
      {session.companies.map((c) => (
        <MenuItem key={c.id} value={String(c.id)}>
          {c.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
