import { useEffect, useMemo, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { moveContent, type ContentValues, type FormDefinition } from '#shared/domain/form-content.ts';
import type { RequestTypeNode } from '#shared/schemas/auth.ts';
import { useRequestType, type ServiceRequestDto } from '../../api.ts';
import { type RequestFormValues } from '../../form-model.ts';
import { contentFromEntries, entriesFromContent } from '../../../../lib/field-entries.ts';

/** What the author of a draft made under an older version of its type chose to do with it. */
export type VersionChoice = 'ask' | 'stay' | 'move';

/** A draft made under an older published version of its type, and what its author chose. */
export type OutdatedDraft = {
  draftVersion: number;
  currentVersion: number;
  choice: VersionChoice;
  stay: () => void;
  move: () => void;
  /** The draft's version and the current one (for the dialog's prices). */
  draftForm: FormDefinition;
  currentForm: FormDefinition;
  draftBaseCredit: string;
  currentBaseCredit: string;
};

/**
 * The chosen type and the form its fields follow. Like the server: a submitted request keeps the form
 * and base credit it was priced with; new requests and a change of type use the catalogue as it is
 * now; a draft made under an older published version stays on it until its author chooses to move
 * (issue 13: asked in the drawer, answers follow their fields by key).
 */
export function useFormDefinition({
  form,
  request,
  initialTypeId,
  seedContent,
  typeTree,
}: {
  form: UseFormReturn<RequestFormValues>;
  request: ServiceRequestDto | null;
  initialTypeId: number | null;
  seedContent: ContentValues;
  typeTree: RequestTypeNode[];
}) {
  const { watch, setValue, getValues, resetField } = form;
  const typeId = watch('typeId');
  const fields = watch('fields');
  const typeQuery = useRequestType(typeId);
  const current = typeQuery.data ?? null;
  const typeNode = useMemo(
    () => typeTree.flatMap((p) => p.childrenRequestTypes).find((t) => t.id === typeId) ?? null,
    [typeTree, typeId],
  );

  const own = request !== null && request.serviceRequestType.id === typeId ? request : null;
  const [choice, setChoice] = useState<VersionChoice>('ask');
  const outdated =
    own !== null && own.status === 'DRAFT' && current !== null && current.formVersion > own.formVersion;
  // Submitted requests never move; an outdated draft stays where it is until its author says so.
  const onOwnVersion = own !== null && (own.status !== 'DRAFT' || (outdated && choice !== 'move'));
  const definition: FormDefinition | null = onOwnVersion ? own.form : (current?.form ?? null);
  const version = onOwnVersion ? own.formVersion : (current?.formVersion ?? null);
  const typeName = own?.serviceRequestType.name ?? current?.name ?? typeNode?.name ?? '';
  const baseCredit = onOwnVersion
    ? own.serviceRequestType.credit
    : (current?.credit ?? typeNode?.credit ?? '0');
  const placeholders: Record<string, string> = {
    ...(current?.placeholder ?? {}),
    ...(request?.placeholders ?? {}),
  };

  // The fields follow the form: the first time from the request's content (without making the form
  // dirty), after a change of type from their defaults (or the request's own answers when its type
  // comes back), after a move to another version of the same type with the answers carried by key.
  const formKey = definition && typeId !== null ? `${typeId}@${version ?? 0}` : null;
  const [filled, setFilled] = useState<{ key: string; typeId: number; definition: FormDefinition } | null>(
    null,
  );
  useEffect(() => {
    if (!definition || typeId === null || formKey === null || filled?.key === formKey) return;
    if (filled === null && typeId === initialTypeId) {
      resetField('fields', { defaultValue: entriesFromContent(definition, seedContent) });
    } else if (filled?.typeId === typeId) {
      const answers = contentFromEntries(filled.definition, getValues('fields'));
      const moved = moveContent(filled.definition, definition, answers);
      setValue('fields', entriesFromContent(definition, moved), { shouldDirty: true });
    } else {
      const start = typeId === initialTypeId ? seedContent : {};
      setValue('fields', entriesFromContent(definition, start), { shouldDirty: true });
    }
    setFilled({ key: formKey, typeId, definition });
  }, [definition, typeId, formKey, filled, initialTypeId, seedContent, resetField, setValue, getValues]);
  const fieldsReady =
    definition !== null && filled?.key === formKey && fields.length === definition.fields.length;

  const outdatedDraft: OutdatedDraft | null =
    outdated && own && current
      ? {
          draftVersion: own.formVersion,
          currentVersion: current.formVersion,
          choice,
          stay: () => setChoice('stay'),
          move: () => setChoice('move'),
          draftForm: own.form,
          currentForm: current.form,
          draftBaseCredit: own.serviceRequestType.credit,
          currentBaseCredit: current.credit,
        }
      : null;

  return {
    typeId,
    typeQuery,
    typeNode,
    definition,
    /** The version of the type's form the answers are written for (sent with a draft's save). */
    version,
    typeName,
    baseCredit,
    placeholders,
    fieldsReady,
    outdatedDraft,
  };
}
