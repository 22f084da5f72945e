// The Cascade Commercial SPA's entry: defines the loss-history web component, then renders the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { renameAsRendered } from './drift.ts';
import { defineLossHistoryElement } from './widgets/loss-history-element.ts';

defineLossHistoryElement();
renameAsRendered(document.body);
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
