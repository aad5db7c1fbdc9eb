import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { AuthLayout } from '../../components/PublicLayout.tsx';
import { SignupForm, type SignupField } from '../../features/signup/SignupForm.tsx';
import { EnterpriseSignupFormSchema, type EnterpriseSignupForm } from '../../features/signup/schemas.ts';
import { PATHS } from '../../paths.ts';

const FIELDS: SignupField<EnterpriseSignupForm>[] = [
  { name: 'enterpriseName', label: 'Enterprise name', autoComplete: 'organization' },
  { name: 'companyName', label: 'First company', helper: 'You can add more companies later.' },
  { name: 'firstName', label: 'First name', autoComplete: 'given-name', half: true },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name', half: true },
  { name: 'email', label: 'Work e-mail', type: 'email', autoComplete: 'email' },
  {
    name: 'password',
    label: 'Password',
    type: 'password',
    autoComplete: 'new-password',
    helper: 'At least 8 characters with one uppercase letter, one digit and one special character',
  },
  {
    name: 'phone',
    label: 'Phone',
    type: 'tel',
    autoComplete: 'tel',
    required: false,
    helper: 'Optional, e.g. (123) 456-7890',
  },
];

/** /signup/enterprise — an owner registers an enterprise. */
export default function SignupEnterprisePage() {
  return (
    <AuthLayout title="Register your enterprise">
      <Button
        component={RouterLink}
        to={PATHS.signup}
        size="small"
        startIcon={<ArrowBack />}
        sx={{ alignSelf: 'flex-start', ml: -1, mb: 2 }}
      >
        Back
      </Button>
      <Typography variant="h3" component="h1">
        Register your enterprise
      </Typography>
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
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
        Already have an account?{' '}
        <Link component={RouterLink} to={PATHS.login}>
          Sign in
        </Link>
      </Typography>
    </AuthLayout>
  );
}
