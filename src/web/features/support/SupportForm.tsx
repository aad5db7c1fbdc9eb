import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import SendOutlined from '@mui/icons-material/SendOutlined';
import { useToast } from '../../lib/toast.ts';
import { useSession, displayName } from '../../lib/session/index.ts';
import { SupportFormSchema, sendSupportMessage, supportErrorMessage, type SupportFormValues } from './api.ts';
import { SUPPORT_MESSAGES } from './messages.ts';

const MESSAGE_MAX = 10_000;

/**
 * The customers' Support form: full name and e-mail (prefilled from the session), an optional phone
 * and the message, sent with POST /api/support. The message is cleared once it is sent.
 */
export function SupportForm() {
  const session = useSession();
  const toast = useToast();
  const {
    register,
    handleSubmit,
    resetField,
    watch,
    formState: { errors },
  } = useForm<SupportFormValues, unknown, SupportFormValues>({
    resolver: zodResolver(SupportFormSchema),
    defaultValues: {
      fullName: displayName(session.user),
      email: session.user.email,
      phone: '',
      message: '',
    },
    mode: 'onTouched',
  });
  const send = useMutation({
    mutationFn: (values: SupportFormValues) =>
      sendSupportMessage({
        fullName: values.fullName.trim(),
        email: values.email.trim(),
        phone: values.phone?.trim() || null,
        message: values.message.trim(),
      }),
    onSuccess: (answer) => {
      if (answer.meta.duplicate) toast.info(SUPPORT_MESSAGES.repeated);
      else toast.success(SUPPORT_MESSAGES.sent);
      resetField('message', { defaultValue: '' });
    },
    onError: (error) => toast.error(supportErrorMessage(error)),
  });
  const messageLength = watch('message')?.length ?? 0;
  // MUI's TextField takes the input's ref as inputRef (its own ref is the wrapper's).
  const field = (name: keyof SupportFormValues) => {
    const { ref, ...rest } = register(name);
    return { ...rest, inputRef: ref };
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label="Support form"
      onSubmit={handleSubmit((values) => send.mutate(values))}
      sx={{ display: 'grid', gap: 2.25, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      <TextField
        fullWidth
        label="Full name"
        required
        autoComplete="name"
        error={Boolean(errors.fullName)}
        helperText={errors.fullName?.message}
        sx={{ gridColumn: '1 / -1' }}
        {...field('fullName')}
      />
      <TextField
        fullWidth
        label="E-mail"
        type="email"
        required
        autoComplete="email"
        error={Boolean(errors.email)}
        helperText={errors.email?.message}
        {...field('email')}
      />
      <TextField
        fullWidth
        label="Phone (optional)"
        type="tel"
        autoComplete="tel"
        placeholder="(123) 456-7890"
        error={Boolean(errors.phone)}
        helperText={errors.phone?.message ?? '(123) 456-7890 or 123-456-7890'}
        {...field('phone')}
      />
      <TextField
        fullWidth
        label="Message"
        required
        multiline
        minRows={6}
        error={Boolean(errors.message)}
        helperText={errors.message?.message ?? `${messageLength}/${MESSAGE_MAX}`}
        slotProps={{ htmlInput: { maxLength: MESSAGE_MAX } }}
        sx={{ gridColumn: '1 / -1' }}
        {...field('message')}
      />
      <Box sx={{ gridColumn: '1 / -1', display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={send.isPending}
          startIcon={send.isPending ? <CircularProgress size={18} color="inherit" /> : <SendOutlined />}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          {send.isPending ? 'Sending…' : 'Send message'}
        </Button>
      </Box>
    </Box>
  );
}
