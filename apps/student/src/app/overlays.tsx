import { DOWNLOAD_LINKS } from '@harbour/domain';
import { DevicePrompt, overlayMessages, VerticalWindowPrompt } from '@harbour/question-engine/overlays';
import '@harbour/question-engine/overlays.css';
import { useState } from 'react';
import { addCatalog } from './i18n';

// The overlays' texts arrive with their code.
const ready = addCatalog((locale) => overlayMessages[locale]);

/** The engine's app-wide overlays: the PC-browser prompt on phones and tablets, the vertical-window prompt. */
export function EngineOverlays({ openDevicePrompt }: { openDevicePrompt: boolean }) {
  const [device, setDevice] = useState(openDevicePrompt);
  return (
    <>
      <VerticalWindowPrompt />
      {device ? <DevicePrompt links={DOWNLOAD_LINKS} onClose={() => setDevice(false)} /> : null}
    </>
  );
}

export { ready };
