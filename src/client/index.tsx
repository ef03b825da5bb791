// First: any zod schema the app builds later must find zod in jitless mode (no eval probe under the CSP).
import './lib/zodJitless';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { installPreloadErrorReload } from './base/preloadErrorReload';

installPreloadErrorReload();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const root = createRoot(container);
// The first render runs synchronously, while the document is still loading, so the route's lazy
// chunks are requested at once (and belong to the page load) instead of one scheduler task later.
flushSync(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
