import Box from '@mui/material/Box';
import { quoteRequest } from '#shared/domain/credits.ts';
import { moveContent, withNumberDefaults, type FormDefinition } from '#shared/domain/form-content.ts';
import { creditsLabel } from '../../../../lib/format.ts';
import { ConfirmDialog } from '../../../../components/ConfirmDialog.tsx';
import type { RequestFormModel } from './useRequestForm.ts';

/** Labels of the answered fields of `from` that have no field in `to` (by key, else by label). */
function answersLeftOut(from: FormDefinition, to: FormDefinition, answered: (label: string) => boolean) {
  const keys = new Set(to.fields.map((f) => f.key).filter(Boolean));
  const labels = new Set(to.fields.map((f) => f.label));
  return from.fields
    .filter((f) => f.type !== 'file' && answered(f.label))
    .filter((f) => !(f.key ? keys.has(f.key) : labels.has(f.label)))
    .map((f) => f.label);
}

/**
 * Issue 13: a draft made under an older published version of its type asks, when opened for editing,
 * whether to move to the current version (answers follow their fields by key; the price is the new
 * version's) or to stay (the old version's form and price). Closing the question keeps the draft as it is.
 */
export function FormVersionDialog({ model }: { model: RequestFormModel }) {
  const outdated = model.type.outdatedDraft;
  if (!outdated) return null;
  const { draftForm, currentForm } = outdated;
  const answers = model.content;
  const moved = withNumberDefaults(currentForm, moveContent(draftForm, currentForm, answers));
  const newPrice = quoteRequest({
    typeName: model.type.typeName,
    baseCredit: outdated.currentBaseCredit,
    form: currentForm,
    content: moved,
    priorityLevel: model.values.priorityLevel,
    adjustCredit: model.adjustCredit,
  }).total;
  const leftOut = answersLeftOut(draftForm, currentForm, (label) => {
    const v = answers[label];
    return v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);
  });
  return (
    <ConfirmDialog
      open={outdated.choice === 'ask' && model.type.fieldsReady}
      title="This form has a new version"
      message={
        <Box component="span" sx={{ display: 'grid', gap: 1 }}>
          <span>
            This draft was written with version {outdated.draftVersion} of {model.type.typeName}; version{' '}
            {outdated.currentVersion} has been published since. Move the draft to the new version?
          </span>
          <span data-testid="form-version-prices">
            At version {outdated.draftVersion} it costs {creditsLabel(model.quote?.total ?? '0')}; at version{' '}
            {outdated.currentVersion}, {creditsLabel(newPrice)}.
          </span>
          <span>
            {leftOut.length
              ? `Moving keeps the answers of the fields that still exist; ${leftOut.join(', ')} ${leftOut.length === 1 ? 'is' : 'are'} no longer asked.`
              : 'Moving keeps your answers.'}
          </span>
        </Box>
      }
      cancelLabel={`Keep version ${outdated.draftVersion}`}
      confirmLabel={`Move to version ${outdated.currentVersion}`}
      onCancel={outdated.stay}
      onConfirm={outdated.move}
    />
  );
}
