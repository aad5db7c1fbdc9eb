import type { BrandKitFormValues } from '../form-model.ts';

/** One design asset as the form holds it. */
export type AssetValues = NonNullable<BrandKitFormValues['assets']>[number];
/** An asset of one kind (logo, colour, typography, link). */
export type AssetOf<K extends AssetValues['kind']> = Extract<AssetValues, { kind: K }>;

/** The validation messages of one asset's fields, by field. */
export type AssetErrors = Record<string, { message?: string } | undefined> | undefined;
