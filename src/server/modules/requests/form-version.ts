import { AppError } from '#shared/errors.ts';
import type { RequestInput } from '#shared/schemas/request.ts';

/*
 * Which version of its type's form a draft is saved under (issue 13). A draft made under an older
 * published version asks its author, in the drawer, whether to move to the current one; the save says
 * what was chosen in `formVersion`, the version the answers were written for:
 * - the draft's own version: it stays there (that version's form and base credit, kept on the row);
 * - the type's current version: it moves, and the answers are already those of the current form;
 * - omitted (API clients, older pages): it moves, and its answers follow their fields by key.
 * Submitted requests keep the version they were priced with whatever the body says. A new request
 * is priced with the current version; a submission that names another (the form was opened before
 * the type was published again) is refused, as it would charge a price its author never saw.
 */

export const FORM_VERSION_GONE_MESSAGE =
  'This request type has been published again since the form was opened. Reopen the request to see its current form.';

/**
 * Whether a draft's save stays on the draft's own version. A version that is neither the draft's nor
 * the type's current one (published again while the drawer was open) is refused: the answers were
 * written for a form that no longer exists, so pricing them with another would charge a surprise.
 */
export function staysOnDraftVersion(
  asked: RequestInput['formVersion'],
  draftVersion: number,
  typeVersion: number,
): boolean {
  if (asked === undefined || asked === null || asked === typeVersion) return false;
  if (asked === draftVersion) return true;
  throw new AppError('CONFLICT', FORM_VERSION_GONE_MESSAGE, { formVersion: typeVersion });
}

/** The body's answers are already those of `version`'s form: nothing to move. */
export const answersWrittenFor = (input: RequestInput, version: number) =>
  input.content !== undefined && input.formVersion === version;

/** A submission's answer when its type was published again after the form was opened. */
export const FORM_VERSION_CHANGED_MESSAGE =
  'This request type has been published again since the form was opened. Its current form and price are shown now: check them and submit again.';

/**
 * A new request submitted with the form of `asked` (what the drawer showed) while the type's current
 * version is `typeVersion`: refused (409, nothing written) unless they agree; omitted (API clients)
 * takes the current version.
 */
export function refuseOtherVersion(asked: RequestInput['formVersion'], typeVersion: number): void {
  if (asked === undefined || asked === null || asked === typeVersion) return;
  throw new AppError('CONFLICT', FORM_VERSION_CHANGED_MESSAGE, { formVersion: typeVersion });
}
