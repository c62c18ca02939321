import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * "Go back one step" (spec §2.13): the previous page, whether it was reached inside the app or
 * loaded before this one; the home page when there is nothing to go back to (a link opened in a
 * new tab), so the close button never does nothing.
 */
export function useGoBack() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    if (location.key !== 'default' || window.history.length > 1) void navigate(-1);
    else void navigate('/', { replace: true });
  }, [navigate, location.key]);
}
