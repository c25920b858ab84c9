import type { StrapiApp } from '@strapi/strapi/admin';
import type { PanelComponent } from '@strapi/content-manager/strapi-admin';
import { MediaJobPanel } from './media-job-panel';
import { TranscriptPanel } from './transcript-panel';
import { SigningSecretPanel } from './signing-secret-panel';
import { NumbersPanel } from './numbers-panel';

type SidePanels = { addEditViewSidePanel(panels: PanelComponent[]): void };

/** The Content Manager's APIs are typed `unknown` by the admin: this checks the one the panel needs. */
function hasSidePanels(apis: Record<string, unknown>): apis is Record<string, unknown> & SidePanels {
  return typeof apis.addEditViewSidePanel === 'function';
}

export default {
  config: { locales: [] },
  bootstrap(app: StrapiApp) {
    // A meditation's media as the pipeline prepared it: status, loudness, duration, waveform (src/admin/media-job-panel.tsx);
    // beside it, its transcript's cues with their times, or its problems (src/admin/transcript-panel.tsx). A partner's
    // button that makes a new signing secret and shows it once (src/admin/signing-secret-panel.tsx).
    const { apis } = app.getPlugin('content-manager');
    if (hasSidePanels(apis)) apis.addEditViewSidePanel([MediaJobPanel, TranscriptPanel, SigningSecretPanel, NumbersPanel]);
  },
};
