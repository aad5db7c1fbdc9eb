import { useFormContext } from 'react-hook-form';
import TextField from '@mui/material/TextField';
import type { BrandKitFormValues } from './form-model.ts';
import { FormSection, fullRow } from './FormSection.tsx';
import { textField } from './text-field.ts';

/** Contact Info: who to reach about the brand. */
export function ContactSection() {
  const {
    register,
    formState: { errors },
  } = useFormContext<BrandKitFormValues>();
  const contact = errors.contact;
  return (
    <FormSection id="contact-info" title="Contact Info" description="Who to reach about the brand.">
      <TextField
        fullWidth
        label="Contact e-mail"
        type="email"
        error={Boolean(contact?.email)}
        helperText={contact?.email ? 'Enter a valid e-mail address' : undefined}
        {...textField(register('contact.email'))}
      />
      <TextField
        fullWidth
        label="Contact phone"
        type="tel"
        error={Boolean(contact?.phone)}
        helperText={contact?.phone?.message}
        {...textField(register('contact.phone'))}
      />
      <TextField
        fullWidth
        label="Website"
        type="url"
        placeholder="https://"
        error={Boolean(contact?.website)}
        helperText={contact?.website ? 'Enter a full address starting with https://' : undefined}
        sx={fullRow}
        {...textField(register('contact.website'))}
      />
    </FormSection>
  );
}
