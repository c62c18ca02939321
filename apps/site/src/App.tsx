import { BrowserRouter } from 'react-router-dom';
import { ApiProvider, tokenStore } from '@petverse/api';
import { ThemeProvider, Toaster } from '@petverse/ui';
import { API_BASE } from './lib/config';
import { AppRoutes } from './routes';

export function App() {
  return (
    <ThemeProvider>
      <ApiProvider baseURL={API_BASE} getToken={tokenStore.get}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <Toaster />
      </ApiProvider>
    </ThemeProvider>
  );
}
