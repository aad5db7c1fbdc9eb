import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { quoteRequest } from '#shared/domain/credits.ts';
import { contentErrors, type FormField } from '#shared/domain/form-content.ts';
import { PRIORITY_LABELS, PRIORITY_LEVELS } from '#shared/domain/priority.ts';
import { includedLabel } from '#shared/domain/revision-rounds.ts';
import { creditsLabel } from '../../lib/format.ts';
import { RequestDynamicField } from '../../components/RequestDynamicField.tsx';
import { contentFromEntries, type FieldEntry } from '../../lib/field-entries.ts';

import { emptyEntry, type Draft } from './field-pricing.ts';

/** The form as a customer sees it in the drawer, and what the engine charges for the values typed here. */
export function Preview({ name, draft, valid }: { name: string; draft: Draft; valid: boolean }) {
  const [entries, setEntries] = useState<Record<string, FieldEntry>>({});
  const form = draft.form;
  const keyOf = (f: FormField, i: number) => `${i}:${f.type}:${f.label}`;
  const list = form.fields.map((f, i) => entries[keyOf(f, i)] ?? emptyEntry(f));
  const content = contentFromEntries(form, list);
  const errors = contentErrors(form, content, { submitting: true });
  const quotes = useMemo(
    () =>
      valid
        ? PRIORITY_LEVELS.map((p) => ({
            p,
            q: quoteRequest({ typeName: name, baseCredit: draft.credit, form, content, priorityLevel: p }),
          }))
        : [],
    // content is derived from entries and form
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [valid, name, draft.credit, form, JSON.stringify(content)],
  );
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Preview"
      sx={{ p: { xs: 1.5, sm: 2 }, position: { lg: 'sticky' }, top: { lg: 16 } }}
    >
      <Typography component="h2" variant="h6" sx={{ mb: 0.5 }}>
        Preview
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        As a customer sees it in the New Request drawer. Type values to see the price.
      </Typography>
      <Stack spacing={2}>
        {form.fields.map((f, i) => (
          <RequestDynamicField
            key={keyOf(f, i)}
            index={1000 + i}
            field={f}
            entry={list[i]!}
            onChange={(e) => setEntries((prev) => ({ ...prev, [keyOf(f, i)]: e }))}
            error={
              errors.find(
                (er) => er.label === f.label && list[i]!.value !== '' && list[i]!.value.length !== 0,
              )?.message
            }
            form={form}
          />
        ))}
        {form.fields.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            No fields yet.
          </Typography>
        )}
        {valid ? (
          <Table size="small" aria-label="Preview price">
            <TableHead>
              <TableRow>
                <TableCell>Priority</TableCell>
                <TableCell align="right">Price</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {quotes.map(({ p, q }) => (
                <TableRow key={p}>
                  <TableCell>{PRIORITY_LABELS[p]}</TableCell>
                  <TableCell align="right" data-testid={`preview-price-${p}`}>
                    {creditsLabel(q.total)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : (
          <Alert severity="info" role="status">
            Fix the form's problems to see the price.
          </Alert>
        )}
        {valid && (
          <Typography variant="body2" color="text.secondary" data-testid="preview-rounds">
            {includedLabel(form.revisions.included)}
            {Number(form.revisions.extraCost) > 0
              ? `; each further round ${creditsLabel(form.revisions.extraCost)}.`
              : '; further rounds are free.'}
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}
