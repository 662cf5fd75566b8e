import { useEffect, useState } from 'react';
import type { Job, JobProgressEvent } from '@estiba/api/contract';
import { useBusEvent } from '../orders-common';
import { fetchJob } from './orderImport.api';
import { isFinished, newerJobState } from './orderImport.rules';

/** How often the job is read while it runs, in case the socket is down or an event was missed. */
export const JOB_POLL_MS = 3000;

export type JobState = Pick<JobProgressEvent, 'status' | 'current' | 'total' | 'result' | 'error'>;

const fromJob = (job: Job): JobState => ({
  status: job.status,
  current: job.progress.current,
  total: job.progress.total,
  result: job.result,
  error: job.error,
});

/**
 * Follows one job: its job.progress events on the page's bus (the realtime socket forwards them) and, until it
 * finishes, a read of GET /jobs/{id} every JOB_POLL_MS. Null until the first news.
 */
export function useImportJob(jobId: string | null): JobState | null {
  const [state, setState] = useState<JobState | null>(null);

  useBusEvent('job.progress', (event) => {
    if (event.id === jobId) setState((current) => newerJobState(current, event));
  });

  useEffect(() => {
    setState(null);
    if (!jobId) return undefined;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = async () => {
      try {
        const job = await fetchJob(jobId);
        if (!live) return;
        setState((current) => newerJobState(current, fromJob(job)));
        if (isFinished(job.status)) return;
      } catch (error) {
        console.warn('the import job could not be read', error);
      }
      if (live) timer = setTimeout(read, JOB_POLL_MS);
    };
    void read();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [jobId]);

  return state;
}
