import { useEffect, useRef } from 'react';
import { SnackbarProvider } from 'notistack';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import Close from '@mui/icons-material/Close';
import { attachToaster, duplicateGuard } from './toast.ts';
import './toaster.css';

/** The notistack container, loaded on the first toast (see ToastHost). */
export default function Toaster() {
  const provider = useRef<SnackbarProvider>(null);
  // On a phone the drawer fills the screen and its last lines (the price summary) sit just above the
  // action bar, where a bottom toast lands: there, toasts come in at the top.
  const phone = useMediaQuery('(max-width: 599.95px)');
  useEffect(() => {
    const current = provider.current;
    if (!current) return;
    const onScreen = duplicateGuard();
    return attachToaster((message, { variant, autoHideDuration, preventDuplicate }) => {
      if (!onScreen.admit(message, preventDuplicate ?? true)) return;
      current.enqueueSnackbar(message, {
        variant,
        autoHideDuration,
        preventDuplicate: false,
        onClose: () => onScreen.closing(message),
      });
    });
  }, []);
  return (
    <SnackbarProvider
      ref={provider}
      maxSnack={3}
      anchorOrigin={{ vertical: phone ? 'top' : 'bottom', horizontal: 'center' }}
      // At the bottom, raised above a pinned action bar while one is on screen (keepToastsAboveActionBar).
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
