import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '@petverse/api';
import { clearUserStorage } from './storageKeys';

/** Logout (spec §2 Profile): clear the stored carts and intro flag, sign out (even if the call fails), go to /login. */
export function useLogout() {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);
  const run = async () => {
    setLoggingOut(true);
    clearUserStorage();
    await logout();
    setLoggingOut(false);
    void navigate('/login', { replace: true });
  };
  return { logout: run, loggingOut };
}
