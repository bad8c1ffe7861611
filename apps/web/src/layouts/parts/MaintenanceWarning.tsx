import { lazy, Suspense, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { isMaintenanceWarningDue } from '@betline/core';
import { useStores } from '../../stores';

const MaintenanceBanner = lazy(() => import('./MaintenanceBanner'));

/** NOTICE-014: the maintenance warning, shown on a notify date (between the notify start and end). */
export function MaintenanceWarning() {
  const { maintenance } = useSnapshot(useStores().site);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  if (!isMaintenanceWarningDue(maintenance, now) || maintenance === null) return null;
  return (
    <Suspense fallback={null}>
      <MaintenanceBanner startAt={maintenance.startAt} finishAt={maintenance.finishAt} />
    </Suspense>
  );
}
