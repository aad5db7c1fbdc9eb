import type { UseFormRegisterReturn } from 'react-hook-form';

/** register() for MUI's TextField: the input's ref goes to inputRef (TextField's own ref is its wrapper's). */
export function textField<N extends string>({ ref, ...rest }: UseFormRegisterReturn<N>) {
  return { ...rest, inputRef: ref };
}
