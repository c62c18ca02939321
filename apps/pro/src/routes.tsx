import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { EmptyState, LoadingState, useT } from '@petverse/ui';
import { ProLayout } from './layout/ProLayout';
import { RequirePro } from './lib/RequirePro';
import { LoginPage } from './pages/LoginPage';

// Each page is a chunk of its own: the first load is the shell and the sign-in page
// (prerendered), not the calendar or the editors.
const InvitePage = lazy(() =>
  import('./pages/InvitePage').then((m) => ({ default: m.InvitePage })),
);
const BookingsPage = lazy(() =>
  import('./pages/BookingsPage').then((m) => ({ default: m.BookingsPage })),
);
const HoursPage = lazy(() => import('./pages/HoursPage').then((m) => ({ default: m.HoursPage })));
const TeamPage = lazy(() => import('./pages/TeamPage').then((m) => ({ default: m.TeamPage })));
const StatementPage = lazy(() =>
  import('./pages/StatementPage').then((m) => ({ default: m.StatementPage })),
);
const ConsultationPage = lazy(() =>
  import('./pages/ConsultationPage').then((m) => ({ default: m.ConsultationPage })),
);
const ProfilePage = lazy(() =>
  import('./pages/ProfilePage').then((m) => ({ default: m.ProfilePage })),
);

function NoSuchPage() {
  const t = useT();
  return <EmptyState title={t('There is no such page in the portal')} />;
}

/**
 * The portal's routes, under /pro (or /pro/hi: the router's basename). The build lists their
 * addresses (`scripts/prerender-app.mjs`), and the server answers any other address with 404.
 */
export const proRoutes = (
  <>
    <Route path="/login" element={<LoginPage />} />
    <Route path="/invite" element={<InvitePage />} />
    <Route
      element={
        <RequirePro>
          <ProLayout />
        </RequirePro>
      }
    >
      <Route index element={<BookingsPage />} />
      <Route path="/hours" element={<HoursPage />} />
      <Route path="/profile" element={<ProfilePage />} />
      <Route path="/team" element={<TeamPage />} />
      <Route path="/statement" element={<StatementPage />} />
      <Route path="/consult/:bookingId" element={<ConsultationPage />} />
      <Route path="*" element={<NoSuchPage />} />
    </Route>
  </>
);

export function ProRoutes() {
  const t = useT();
  return (
    <Suspense fallback={<LoadingState label={t('Loading...')} />}>
      <Routes>{proRoutes}</Routes>
    </Suspense>
  );
}
