import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { AuthLayout } from '../../components/PublicLayout.tsx';
import { SignupForm, type SignupField } from '../../features/signup/SignupForm.tsx';
import { EnterpriseSignupSchema, type EnterpriseSignup } from '../../features/signup/schemas.ts';
import { PATHS } from '../../paths.ts';

const FIELDS: SignupField<EnterpriseSignup>[] = [
  { name: 'enterpriseName', label: 'Enterprise name', autoComplete: 'organization' },
  { name: 'companyName', label: 'First company', helper: 'You can add more companies later.' },
  { name: 'firstName', label: 'First name', autoComplete: 'given-name', half: true },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name', half: true },
  { name: 'email', label: 'Work e-mail', type: 'email', autoComplete: 'email' },
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
        Tell us about your business and who will manage it.
      </Typography>
      <Alert severity="info" sx={{ mb: 3 }}>
        Online sign-up is not open yet: enterprises are set up by the Studio team together with your
        membership.
      </Alert>
      <SignupForm
        schema={EnterpriseSignupSchema}
        fields={FIELDS}
        defaultValues={{
          enterpriseName: '',
          companyName: '',
          firstName: '',
          lastName: '',
          email: '',
          phone: '',
        }}
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
