import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { EnterpriseSummary } from '#shared/schemas/credits.ts';
import { api } from '../../../lib/api-client.ts';
import type { CustomerFilterProps as Props } from './CustomerFilter.tsx';

type Option = { key: 'companyId' | 'enterpriseId'; id: number; label: string; group: string };

/**
 * Staff's customer picker: an enterprise (all its companies) or one company, searched by name and
 * grouped by enterprise. A chunk of its own (Autocomplete, ListSubheader, Popper: ~9 KiB Brotli),
 * loaded with the filter fields for staff only (staff-customer-filter-chunk.ts): a customer's list
 * never shows it.
 */
export default function StaffCustomerFilter({ companyId, enterpriseId, onChange, sx }: Props) {
  const [text, setText] = useState('');
  const enterprises = useQuery({
    queryKey: ['enterprises', 'filter', text],
    queryFn: ({ signal }) =>
      api
        .get<{ data: EnterpriseSummary[] }>('/api/enterprises', {
          query: { q: text || undefined, pageSize: 50, sort: 'name', dir: 'asc' },
          signal,
        })
        .then((r) => r.data),
    staleTime: 60_000,
  });
  const options: Option[] = (enterprises.data ?? []).flatMap((e) => [
    { key: 'enterpriseId' as const, id: e.id, label: `All of ${e.name}`, group: e.name },
    ...e.companies.map((c) => ({ key: 'companyId' as const, id: c.id, label: c.name, group: e.name })),
  ]);
  const selected =
    options.find((o) =>
      o.key === 'companyId' ? o.id === companyId : o.id === enterpriseId && companyId === undefined,
    ) ??
    (companyId
      ? { key: 'companyId' as const, id: companyId, label: `Company ${companyId}`, group: '' }
      : enterpriseId
        ? { key: 'enterpriseId' as const, id: enterpriseId, label: `Enterprise ${enterpriseId}`, group: '' }
        : null);
  return (
    <Autocomplete
      size="small"
      options={options}
      value={selected}
      groupBy={(o) => o.group}
      getOptionLabel={(o) => o.label}
      isOptionEqualToValue={(a, b) => a.key === b.key && a.id === b.id}
      filterOptions={(x) => x}
      onInputChange={(_, value, reason) => {
        if (reason === 'input') setText(value);
      }}
      onChange={(_, o) => onChange(o?.key ?? null, o?.id ?? null)}
      renderInput={(params) => <TextField {...params} label="Customer" placeholder="Any customer" />}
      sx={[{ minWidth: { sm: 220 } }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
