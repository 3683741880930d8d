import { useCallback, useEffect, useRef, useState } from 'react';
import { HEALTH_POLL_MS, SERVICE_NAMES, overallStatus, type ServiceStatusRecord } from './healthRules';
import { reportDialogOverall } from './healthStore';
import { runServiceChecks } from './serviceChecks';

const UNCHECKED: ServiceStatusRecord[] = SERVICE_NAMES.map((name) => ({
  name,
  status: 'unknown',
  lastChecked: null,
}));

/** SPEC §4/§7: checks run only while the dialog is open — on opening, every 30 s, and on refresh. */
export function useServiceChecks(isOpen: boolean) {
  const [records, setRecords] = useState<ServiceStatusRecord[]>(UNCHECKED);
  const [isChecking, setChecking] = useState(false);
  const generation = useRef(0);

  const check = useCallback(async () => {
    const current = ++generation.current;
    setChecking(true);
    const results = await runServiceChecks();
    // A result that arrives after the dialog closed (or a newer check started) is dropped.
    if (current !== generation.current) return;
    setRecords(results);
    setChecking(false);
    reportDialogOverall(overallStatus(results));
  }, []);

  useEffect(() => {
    if (!isOpen) return;
    void check();
    const timer = setInterval(() => void check(), HEALTH_POLL_MS);
    return () => {
      clearInterval(timer);
      generation.current += 1;
      setChecking(false);
    };
  }, [isOpen, check]);

  return { records, isChecking, overall: overallStatus(records), refresh: check };
}
