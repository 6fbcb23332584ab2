/**
 * A print job goes from the list page to its print window (/print, §2) by postMessage, in memory only: it
 * holds a list's rows (guest names, phones), so it is never written to storage, and a job nobody asks for is
 * forgotten after ABANDON_MS. The print window asks the console that opened it (`window.opener`) for its job
 * by id; both sides accept only messages of this origin from the one window they expect.
 */
import type { XlsxCell } from '@/utils/xlsx';

/** What the print page shows. */
export interface PrintJob {
  title: string;
  header: string[];
  rows: XlsxCell[][];
  /** 'YYYY-MM-DD HH:mm' */
  printedAt: string;
  placeName: string;
  /** label–value pairs above the table (a handover sheet's figures) */
  summary?: Array<[string, string]>;
  /** more tables under the first, each with its title (a handover sheet's methods, goods, orders) */
  sections?: Array<{ title: string; header: string[]; rows: XlsxCell[][] }>;
  /** signature lines at the foot of the paper, each with its own colon (交班人签字：) */
  signatures?: string[];
}

const READY = 'print-ready';
const JOB = 'print-job';
/** how long the list page keeps a job for a print window that has not asked for it yet */
export const ABANDON_MS = 60_000;
/** how long the print window waits for its job (a reload of it finds none) */
export const WAIT_MS = 3_000;

interface ReadyMessage {
  type: typeof READY;
  id: string;
}
interface JobMessage {
  type: typeof JOB;
  id: string;
  job: PrintJob;
}

/** In the list page: hand `job` to `win` when it asks for `id`, once; forget it after ABANDON_MS. */
export function offerPrintJob(win: Window, id: string, job: PrintJob): void {
  const done = () => {
    window.removeEventListener('message', onMessage);
    clearTimeout(timer);
  };
  const onMessage = (e: MessageEvent<Partial<ReadyMessage>>) => {
    if (e.source !== win || e.origin !== location.origin) return;
    if (e.data?.type !== READY || e.data.id !== id) return;
    win.postMessage({ type: JOB, id, job } satisfies JobMessage, location.origin);
    done();
  };
  const timer = setTimeout(done, ABANDON_MS);
  window.addEventListener('message', onMessage);
}

/** In the print window: ask the page that opened it for job `id`; `null` when none answers in WAIT_MS. */
export function requestPrintJob(id: string): Promise<PrintJob | null> {
  const opener = window.opener as Window | null;
  if (!opener) return Promise.resolve(null);
  return new Promise((resolve) => {
    const finish = (job: PrintJob | null) => {
      window.removeEventListener('message', onMessage);
      clearTimeout(timer);
      resolve(job);
    };
    const onMessage = (e: MessageEvent<Partial<JobMessage>>) => {
      if (e.source !== opener || e.origin !== location.origin) return;
      if (e.data?.type === JOB && e.data.id === id && e.data.job) finish(e.data.job);
    };
    const timer = setTimeout(() => finish(null), WAIT_MS);
    window.addEventListener('message', onMessage);
    opener.postMessage({ type: READY, id } satisfies ReadyMessage, location.origin);
  });
}
