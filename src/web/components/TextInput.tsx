import { useId, type ComponentProps, type ReactNode, type Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

type InputProps = ComponentProps<typeof OutlinedInput>;

export type TextInputProps = {
  label: string;
  name: string;
  helperText?: ReactNode;
  error?: boolean;
  required?: boolean;
  ref?: Ref<HTMLInputElement>;
  endAdornment?: ReactNode;
  inputProps?: InputProps['inputProps'];
  sx?: InputProps['sx'];
} & Pick<
  InputProps,
  | 'type'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'onBlur'
  | 'autoComplete'
  | 'autoFocus'
  | 'placeholder'
  | 'disabled'
>;

/**
 * A labelled outlined text field. It looks like MUI's TextField but is built from its parts, which
 * keeps Select, Menu and Popover (TextField's select mode) out of the first-load bundle of /login.
 */
export function TextInput({
  label,
  name,
  helperText,
  error = false,
  required = false,
  ref,
  endAdornment,
  inputProps,
  sx,
  ...rest
}: TextInputProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl variant="outlined" fullWidth error={error} required={required} sx={sx}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        label={required ? `${label} *` : label}
        inputRef={ref}
        endAdornment={endAdornment}
        inputProps={{ ...inputProps, 'aria-describedby': helperText ? helperId : undefined }}
        {...rest}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
