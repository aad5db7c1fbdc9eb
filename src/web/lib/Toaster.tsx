import { useEffect, useRef } from 'react';
import { SnackbarProvider } from 'notistack';
import IconButton from '@mui/material/IconButton';
import Close from '@mui/icons-material/Close';
import { attachToaster } from './toast.ts';
import './toaster.css';

/** The notistack container, loaded on the first toast (see ToastHost). */
export default function Toaster() {
  const provider = useRef<SnackbarProvider>(null);
  useEffect(() => {
    const current = provider.current;
    if (!current) return;
    return attachToaster((message, { variant, autoHideDuration, preventDuplicate }) => {
      current.enqueueSnackbar(message, {
        variant,
        autoHideDuration,
        preventDuplicate: preventDuplicate ?? true,
      });
    });
  }, []);
  return (
    <SnackbarProvider
      ref={provider}
      maxSnack={3}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      // Raised above a pinned action bar while one is on screen (see keepToastsAboveActionBar).
      classes={{ containerAnchorOriginBottomCenter: 'toasts-bottom' }}
      action={(key) => (
        <IconButton
          aria-label="Dismiss"
          size="small"
          color="inherit"
          onClick={() => provider.current?.closeSnackbar(key)}
        >
          <Close fontSize="small" />
        </IconButton>
      )}
    />
  );
}
