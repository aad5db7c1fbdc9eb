import { useSearchParams } from 'react-router';
import Typography from '@mui/material/Typography';
import { AuthLayout } from '../../components/PublicLayout.tsx';
import { ConfirmEmail } from '../../features/accounts/index.ts';
import { PATHS } from '../../paths.ts';

/** /account/confirm-email?token=… — where an e-mail change link lands (issue 25); no sign-in needed. */
export default function ConfirmEmailPage() {
  const [params] = useSearchParams();
  return (
    <AuthLayout title="Confirm your new e-mail address">
      <Typography variant="h1" sx={{ fontSize: '1.5rem', fontWeight: 700, mb: 2 }}>
        Confirm your new e-mail address
      </Typography>
      <ConfirmEmail token={params.get('token')} accountPath={PATHS.account} />
    </AuthLayout>
  );
}
