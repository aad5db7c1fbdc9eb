import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { AuthLayout } from '../../components/PublicLayout.tsx';
import { SignupForm, type SignupField } from '../../features/signup/SignupForm.tsx';
import { MemberSignupFormSchema, type MemberSignupForm } from '../../features/signup/schemas.ts';
import { PATHS } from '../../paths.ts';

const FIELDS: SignupField<MemberSignupForm>[] = [
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
  { name: 'companyName', label: 'Company', autoComplete: 'organization' },
  {
    name: 'ownerEmail',
    label: "Owner's e-mail",
    type: 'email',
    required: false,
    helper:
      'Optional: your enterprise owner, who approves new members. Without it, the Studio team routes your request.',
  },
];

/** /signup/member — a team member asks to join a company; the enterprise owner approves. */
export default function SignupMemberPage() {
  return (
    <AuthLayout title="Join your company">
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
        Join your company
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        Your enterprise owner approves every new member.
      </Typography>
      <SignupForm
        schema={MemberSignupFormSchema}
        fields={FIELDS}
        defaultValues={{
          firstName: '',
          lastName: '',
          email: '',
          password: '',
          phone: '',
          companyName: '',
          ownerEmail: '',
        }}
        toPayload={(values) => ({ kind: 'member', message: '', ...values })}
        submitLabel="Ask to join"
        ariaLabel="Join your company"
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
