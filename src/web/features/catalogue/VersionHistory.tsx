import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '#shared/domain/formats.ts';
import { FIELD_TYPE_LABELS, type FormField } from '#shared/domain/form-content.ts';
import type { AdminTypeDetail } from '#shared/schemas/catalogue.ts';
import { fetchVersion } from './api.ts';
import { creditsLabel, formatCredit } from '../../lib/format.ts';

import { type Draft } from './field-pricing.ts';

export function History({ type }: { type: AdminTypeDetail }) {
  const [compare, setCompare] = useState<{ a: number; b: number } | null>(null);
  const [diff, setDiff] = useState<string[] | null>(null);
  useEffect(() => {
    if (!compare) return;
    let stale = false;
    void Promise.all([fetchVersion(type.id, compare.a), fetchVersion(type.id, compare.b)]).then(([a, b]) => {
      if (!stale) {
        setDiff(compareVersions(a as Draft & { version: number }, b as Draft & { version: number }));
      }
    });
    return () => {
      stale = true;
    };
  }, [compare, type.id]);
  return (
    <Paper variant="outlined" component="section" aria-label="Version history" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        Version history
      </Typography>
      {type.versions.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Never published.
        </Typography>
      ) : (
        // Its own sideways scroll on a phone (the page never scrolls sideways), as on the Enterprises list.
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Versions">
            <TableHead>
              <TableRow>
                <TableCell>Version</TableCell>
                <TableCell>Base credit</TableCell>
                <TableCell>Published by</TableCell>
                <TableCell>When</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {type.versions.map((v, i) => (
                <TableRow key={v.version}>
                  <TableCell>v{v.version}</TableCell>
                  <TableCell>{creditsLabel(v.credit)}</TableCell>
                  <TableCell>{v.publishedBy ? v.publishedBy.name : 'Seed or import'}</TableCell>
                  <TableCell>{formatDateTime(v.publishedAt)}</TableCell>
                  <TableCell>
                    {i < type.versions.length - 1 && (
                      <Button
                        size="small"
                        onClick={() => setCompare({ a: type.versions[i + 1]!.version, b: v.version })}
                      >
                        Compare with v{type.versions[i + 1]!.version}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {compare && diff && (
        <Alert severity="info" sx={{ mt: 2 }} onClose={() => setCompare(null)}>
          <Typography sx={{ fontWeight: 600 }}>
            v{compare.a} → v{compare.b}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {(diff.length ? diff : ['No differences']).map((d) => (
              <li key={d}>{d}</li>
            ))}
          </Box>
        </Alert>
      )}
    </Paper>
  );
}

/** What changed between two versions, field by field (matched by key, else label). */
export function compareVersions(a: Draft, b: Draft): string[] {
  const out: string[] = [];
  if (Number(a.credit) !== Number(b.credit)) {
    out.push(`Base credit ${formatCredit(a.credit)} → ${formatCredit(b.credit)}`);
  }
  const id = (f: FormField) => f.key ?? f.label;
  const before = new Map(a.form.fields.map((f) => [id(f), f]));
  const after = new Map(b.form.fields.map((f) => [id(f), f]));
  for (const [k, f] of after) {
    const old = before.get(k);
    if (!old) {
      out.push(`Added field “${f.label}” (${FIELD_TYPE_LABELS[f.type]})`);
      continue;
    }
    if (old.label !== f.label) out.push(`Renamed “${old.label}” → “${f.label}”`);
    if (old.type !== f.type) {
      out.push(`“${f.label}”: type ${FIELD_TYPE_LABELS[old.type]} → ${FIELD_TYPE_LABELS[f.type]}`);
    }
    if (old.required !== f.required) {
      out.push(`“${f.label}”: ${f.required ? 'now required' : 'now optional'}`);
    }
    const opts = (x: FormField) => x.options.map((o) => `${o.name} (${formatCredit(o.credit)})`).join(', ');
    if (opts(old) !== opts(f)) {
      out.push(`“${f.label}”: options ${opts(old) || 'none'} → ${opts(f) || 'none'}`);
    }
  }
  for (const [k, f] of before) if (!after.has(k)) out.push(`Removed field “${f.label}”`);
  if (JSON.stringify(a.form.pricing) !== JSON.stringify(b.form.pricing)) out.push('Pricing rule changed');
  return out;
}
