import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { persistStore } from 'redux-persist';
import { App } from './app/App';
import { installPreloadErrorReload } from './app/preloadErrorReload';
import { makeStore } from './app/store';

installPreloadErrorReload();

const store = makeStore();
const persistor = persistStore(store);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App store={store} persistor={persistor} />
  </StrictMode>,
);
