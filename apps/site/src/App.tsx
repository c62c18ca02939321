import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider, Toaster } from '@petverse/ui';
import { SiteApiProvider } from './lib/SiteApiProvider';
import { AppRoutes } from './routes';

export function App() {
  return (
    <ThemeProvider withGlobalStyle>
      <BrowserRouter>
        <SiteApiProvider>
          <AppRoutes />
        </SiteApiProvider>
      </BrowserRouter>
      <Toaster />
    </ThemeProvider>
  );
}
