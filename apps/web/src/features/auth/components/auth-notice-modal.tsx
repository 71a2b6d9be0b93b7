import { useState } from 'react';
import { authStore, useAuth } from '@/lib/auth-store';
import { AuthModal, type TAuthModalMode } from './auth-modal';

/**
 * Opens the sign-in dialog by itself when the session ended without the user asking
 * ('Authentication expired. Please sign in again.'); closing it dismisses the notice.
 * Mounted once by the app provider, so no page has to watch for it.
 */
export const AuthNoticeModal = () => {
  const { notice } = useAuth();
  const [mode, setMode] = useState<TAuthModalMode>('signin');
  return (
    <AuthModal
      open={notice !== null}
      mode={mode}
      onClose={() => {
        authStore.dismissNotice();
        setMode('signin');
      }}
      onModeChange={setMode}
    />
  );
};
