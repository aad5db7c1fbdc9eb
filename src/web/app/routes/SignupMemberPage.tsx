import Typography from '@mui/material/Typography';
import {
  SignupForm,
  type SignupField,
  personFields,
  SignupFrame,
  MemberSignupFormSchema,
  type MemberSignupForm,
} from '../../features/signup/index.ts';

const FIELDS: SignupField<MemberSignupForm>[] = [
  ...personFields<MemberSignupForm>(),
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
    <SignupFrame title="Join your company" back>
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
    </SignupFrame>
  );
}
