import Typography from '@mui/material/Typography';
import {
  SignupForm,
  type SignupField,
  personFields,
  SignupFrame,
  EnterpriseSignupFormSchema,
  type EnterpriseSignupForm,
} from '../../features/signup/index.ts';

const FIELDS: SignupField<EnterpriseSignupForm>[] = [
  { name: 'enterpriseName', label: 'Enterprise name', autoComplete: 'organization' },
  { name: 'companyName', label: 'First company', helper: 'You can add more companies later.' },
  ...personFields<EnterpriseSignupForm>(),
];

/** /signup/enterprise — an owner registers an enterprise. */
export default function SignupEnterprisePage() {
  return (
    <SignupFrame title="Register your enterprise" back>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        Tell us about your business and who will manage it. The Studio team reviews every new enterprise and
        e-mails you once your account is ready.
      </Typography>
      <SignupForm
        schema={EnterpriseSignupFormSchema}
        fields={FIELDS}
        defaultValues={{
          enterpriseName: '',
          companyName: '',
          firstName: '',
          lastName: '',
          email: '',
          password: '',
          phone: '',
        }}
        toPayload={(values) => ({ kind: 'enterprise', message: '', ...values })}
        submitLabel="Request an account"
        ariaLabel="Register your enterprise"
      />
    </SignupFrame>
  );
}
