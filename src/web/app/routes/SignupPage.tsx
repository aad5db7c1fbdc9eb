import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { AuthLayout } from '../../components/PublicLayout.tsx';
import { PATHS } from '../../paths.ts';
import { SignInPrompt } from '../../features/signup/index.ts';
import { AuthHeading } from '../../components/AuthForm.tsx';

const CHOICES = [
  {
    to: PATHS.signupEnterprise,
    icon: <BusinessOutlined />,
    title: 'Register your enterprise',
    text: 'For business owners: set up your enterprise, its first company and a membership.',
  },
  {
    to: PATHS.signupMember,
    icon: <GroupAddOutlined />,
    title: 'Join your company',
    text: 'Your company already works with us: ask to join it as a team member.',
  },
];

/** /signup — choose how to sign up. */
export default function SignupPage() {
  return (
    <AuthLayout title="Create an account">
      <AuthHeading title="Create an account">How would you like to get started?</AuthHeading>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {CHOICES.map((choice) => (
          <Card key={choice.to}>
            <CardActionArea
              component={RouterLink}
              to={choice.to}
              sx={{ p: 2.5, display: 'flex', gap: 2, alignItems: 'flex-start' }}
            >
              <Box
                aria-hidden="true"
                sx={{
                  width: 44,
                  height: 44,
                  borderRadius: 2.5,
                  flexShrink: 0,
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'rgba(79, 70, 229, 0.08)',
                  color: 'primary.main',
                }}
              >
                {choice.icon}
              </Box>
              <Box sx={{ flex: 1 }}>
                <Typography sx={{ fontWeight: 650 }}>{choice.title}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
                  {choice.text}
                </Typography>
              </Box>
              <ArrowForward fontSize="small" sx={{ color: 'text.secondary', alignSelf: 'center' }} />
            </CardActionArea>
          </Card>
        ))}
      </Box>
      <SignInPrompt spacing={4} />
    </AuthLayout>
  );
}
