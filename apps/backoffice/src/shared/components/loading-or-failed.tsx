import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/**
 * A part of a page whose data has not come: still loading (announced as a status), or failed before any
 * came (an alert; children say what could not be loaded). Data once loaded stays shown, so callers render
 * this only while they have none.
 */
export function LoadingOrFailed({ failed, children }: { failed: boolean; children: ReactNode }) {
  return failed ? (
    <p role="alert">{children}</p>
  ) : (
    <p role="status">
      <Trans>Loading…</Trans>
    </p>
  );
}
