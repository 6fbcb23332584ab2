/**
 * The request layer's only way to talk to the user. The app shell plugs in antd's message and modal
 * (app/feedback-bridge.tsx); until then messages go to the console so that nothing is lost in scripts.
 */
export interface QuotaNotice {
  code: number;
  msg: string;
}

export interface Feedback {
  /** centred error toast */
  error(msg: string): void;
  /** the licence warning dialog; resolves when the user closes it */
  quota(notice: QuotaNotice): Promise<void>;
  /** the session is over: leave for /login (replace, so Back does not return) */
  toLogin(): void;
  /** current path, to know when we are already on /login or /pickplace */
  pathname(): string;
}

const consoleFeedback: Feedback = {
  error: (msg) => console.error(msg),
  quota: async ({ msg }) => console.warn(msg),
  toLogin: () => undefined,
  pathname: () => (typeof location === 'undefined' ? '/' : location.pathname),
};

let current: Feedback = consoleFeedback;

export function setFeedback(f: Partial<Feedback>): () => void {
  const previous = current;
  current = { ...current, ...f };
  return () => {
    current = previous;
  };
}

export function feedback(): Feedback {
  return current;
}
