import { Link } from 'react-router-dom';
import { useAuth } from '@petverse/api';
import { useAuthLinkState } from '../lib/returnTo';
import { useSessionShown } from '../lib/session';
import { AccountLink, VisitorLinks } from './AccountButton.styles';
import { useT } from '@petverse/ui';

/** A visitor's way in: Login for those who have an account, Sign Up for those who do not. */
function VisitorAccount() {
  const t = useT();
  const returnHere = useAuthLinkState();
  return (
    <VisitorLinks>
      <AccountLink as={Link} to="/login" state={returnHere} data-variant="login">
        {t('Login')}
      </AccountLink>
      <AccountLink as={Link} to="/signup" state={returnHere} data-variant="signup">
        {t('Sign Up')}
      </AccountLink>
    </VisitorLinks>
  );
}

/**
 * The header's account entry, in the bar and in the phone menu: Login and Sign Up for visitors,
 * the user's avatar and name once signed in.
 */
export function AccountButton() {
  const t = useT();
  const { user, isAuthenticated, loading } = useAuth();
  // Prerendered pages show the visitor's links (the server knows no session); hydration keeps
  // them, then the stored session decides. A page rendered for this session shows it at once.
  const shown = useSessionShown();
  if (shown && loading) return null;
  if (!shown || !isAuthenticated || !user) return <VisitorAccount />;
  return (
    <AccountLink
      as={Link}
      to="/auth/profile"
      aria-label={t('My account: {name}', { name: user.name })}
    >
      {user.image ? (
        <img src={user.image} alt="" width={32} height={32} />
      ) : (
        <span data-avatar="" aria-hidden="true" lang="">
          {user.name.charAt(0).toUpperCase()}
        </span>
      )}
      <span lang="">{user.name}</span>
    </AccountLink>
  );
}
