import { Link } from 'react-router-dom';
import { useAuth } from '@petverse/api';
import { useAuthLinkState } from '../lib/returnTo';
import { useHydrated } from '../lib/useHydrated';
import { AccountLink } from './AccountButton.styles';

/** The header's account entry: Sign Up for visitors, the user's avatar and name once signed in. */
export function AccountButton() {
  const { user, isAuthenticated, loading } = useAuth();
  const returnHere = useAuthLinkState();
  // Prerendered pages show the visitor's Sign Up (the server knows no session); hydration
  // keeps it, then the stored session decides.
  const hydrated = useHydrated();
  if (hydrated && loading) return null;
  if (!hydrated || !isAuthenticated || !user) {
    return (
      <AccountLink as={Link} to="/signup" state={returnHere} data-variant="signup">
        Sign Up
      </AccountLink>
    );
  }
  return (
    <AccountLink as={Link} to="/auth/profile" aria-label={`My account: ${user.name}`}>
      {user.image ? (
        <img src={user.image} alt="" width={32} height={32} />
      ) : (
        <span data-avatar="" aria-hidden="true">
          {user.name.charAt(0).toUpperCase()}
        </span>
      )}
      <span>{user.name}</span>
    </AccountLink>
  );
}
