import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { forgetFailedStyleSheets } from './lib/chunk-loading';
import { createAppI18n } from './lib/i18n';
import { createLobby } from './lib/lobby-api';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
forgetFailedStyleSheets();
createRoot(root).render(
  <StrictMode>
    <App i18n={createAppI18n()} lobby={createLobby()} />
  </StrictMode>,
);
