/** The sign-up feature's public face: the form and frame of the sign-up pages, their schemas, the invitation options. */
export { SignupForm, SIGNUP_FAILED, type SignupField } from './SignupForm.tsx';
export { personFields, SignInPrompt, SignupFrame } from './SignupFrame.tsx';
export { fetchSignupOptions } from './api.ts';
export {
  EnterpriseSignupFormSchema,
  InvitationSignupFormSchema,
  MemberSignupFormSchema,
  type EnterpriseSignupForm,
  type InvitationSignupForm,
  type MemberSignupForm,
} from './schemas.ts';
