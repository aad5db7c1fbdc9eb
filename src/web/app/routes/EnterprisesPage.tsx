import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDate } from '#shared/domain/formats.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { formatCredit, membershipLabel } from '../../lib/format.ts';
import { enterprisePath } from '../../paths.ts';
import {
  ENTERPRISES_PAGE_SIZE,
  useEnterprises,
  type EnterpriseListQuery,
} from '../../features/credits/index.ts';

type Sort = EnterpriseListQuery['sort'];
const COLUMNS: { key: Sort | null; label: string; numeric?: boolean; hideOnPhone?: boolean }[] = [
  { key: 'name', label: 'Enterprise' },
  { key: 'tier', label: 'Tier', hideOnPhone: true },
  { key: 'allowance', label: 'Allowance', numeric: true, hideOnPhone: true },
  { key: 'balance', label: 'Balance', numeric: true },
  { key: 'renewal', label: 'Next renewal', hideOnPhone: true },
  { key: null, label: 'Owners', hideOnPhone: true },
  { key: null, label: 'Companies', hideOnPhone: true },
  { key: 'users', label: 'Users', numeric: true, hideOnPhone: true },
];
const SORTS: Sort[] = ['name', 'tier', 'allowance', 'balance', 'renewal', 'users'];

/** Staff: every enterprise with its membership, credit and people; search, sort, open one. */
export default function EnterprisesPage() {
  const [params, setParams] = useSearchParams();
  const sortParam = params.get('sort') as Sort | null;
  const query: EnterpriseListQuery = {
    q: params.get('q') ?? '',
    sort: sortParam && SORTS.includes(sortParam) ? sortParam : 'name',
    dir: params.get('dir') === 'desc' ? 'desc' : 'asc',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const [search, setSearch] = useState(query.q);
  const list = useEnterprises(query);
  const update = (next: Partial<EnterpriseListQuery>) => {
    const merged = { ...query, ...next };
    const p = new URLSearchParams();
    if (merged.q) p.set('q', merged.q);
    if (merged.sort !== 'name') p.set('sort', merged.sort);
    if (merged.dir !== 'asc') p.set('dir', merged.dir);
    if (merged.page > 1) p.set('page', String(merged.page));
    setParams(p, { replace: true });
  };
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / ENTERPRISES_PAGE_SIZE)) : 1;

  return (
    <>
      <PageHeader
        title="Enterprises"
        description="Memberships, credit balances and renewals of every customer enterprise."
      />
      <Card sx={{ p: { xs: 1.5, sm: 2.5 } }}>
        <Box
          component="form"
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            update({ q: search.trim(), page: 1 });
          }}
          sx={{ mb: 2, maxWidth: 420 }}
        >
          <TextField
            fullWidth
            size="small"
            type="search"
            label="Search enterprises"
            placeholder="Name, owner e-mail or company"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            onBlur={() => search.trim() !== query.q && update({ q: search.trim(), page: 1 })}
          />
        </Box>
        {list.isError && !list.data ? (
          <Alert severity="error">{errorMessage(list.error, 'The enterprises could not be loaded.')}</Alert>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Enterprises" aria-busy={list.isFetching}>
              <TableHead>
                <TableRow>
                  {COLUMNS.map((c) => (
                    <TableCell
                      key={c.label}
                      align={c.numeric ? 'right' : 'left'}
                      sortDirection={c.key && query.sort === c.key ? query.dir : false}
                      sx={{
                        display: c.hideOnPhone ? { xs: 'none', md: 'table-cell' } : undefined,
                        whiteSpace: 'nowrap',
                      }}
                    >
                      {c.key ? (
                        <TableSortLabel
                          active={query.sort === c.key}
                          direction={query.sort === c.key ? query.dir : 'asc'}
                          onClick={() =>
                            update({
                              sort: c.key!,
                              dir: query.sort === c.key && query.dir === 'asc' ? 'desc' : 'asc',
                              page: 1,
                            })
                          }
                        >
                          {c.label}
                        </TableSortLabel>
                      ) : (
                        c.label
                      )}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {list.isPending
                  ? [0, 1, 2].map((i) => (
                      <TableRow key={i}>
                        <TableCell colSpan={COLUMNS.length}>
                          <Skeleton height={28} />
                        </TableCell>
                      </TableRow>
                    ))
                  : list.data?.data.map((e) => (
                      <TableRow key={e.id} hover data-testid="enterprise-row">
                        <TableCell>
                          <Link component={RouterLink} to={enterprisePath(e.id)} sx={{ fontWeight: 600 }}>
                            {e.name}
                          </Link>
                          <Typography
                            variant="caption"
                            color="text.secondary"
                            component="p"
                            sx={{ display: { md: 'none' } }}
                          >
                            {membershipLabel(e.membership)} ·{' '}
                            {e.nextRenewal ? `renews ${formatDate(e.nextRenewal)}` : 'no renewal'}
                          </Typography>
                        </TableCell>
                        <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, whiteSpace: 'nowrap' }}>
                          {membershipLabel(e.membership)}
                        </TableCell>
                        <TableCell align="right" sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                          {formatCredit(e.allowance)}
                        </TableCell>
                        <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
                          {formatCredit(e.balance)}
                        </TableCell>
                        <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, whiteSpace: 'nowrap' }}>
                          {e.nextRenewal ? formatDate(e.nextRenewal) : '—'}
                        </TableCell>
                        <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                          {e.owners.map((o) => o.email).join(', ') || '—'}
                        </TableCell>
                        <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                          {e.companies.map((c) => c.name).join(', ') || '—'}
                        </TableCell>
                        <TableCell align="right" sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                          {e.usersCount}
                        </TableCell>
                      </TableRow>
                    ))}
                {list.data && list.data.data.length === 0 && (
                  <TableRow>
                    <TableCell
                      colSpan={COLUMNS.length}
                      sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}
                    >
                      {query.q ? `No enterprise matches “${query.q}”.` : 'No enterprises yet.'}
                    </TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </Box>
        )}
        {pages > 1 && (
          <Pagination
            count={pages}
            page={query.page}
            onChange={(_, page) => update({ page })}
            sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
          />
        )}
      </Card>
    </>
  );
}
