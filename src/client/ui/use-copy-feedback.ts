import { useCallback, useEffect, useRef, useState } from 'react';
import { COPY_FEEDBACK_MS } from '../../shared/config/app-config';
import { copyText, type CopyContent } from '../lib/clipboard';

/** Copies text and raises a flag for COPY_FEEDBACK_MS (SPEC.md section 4, Copy). */
export function useCopyFeedback(): { copied: boolean; copy: (content: string | CopyContent) => Promise<void> } {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (content: string | CopyContent) => {
    if (!(await copyText(content))) return;
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
  }, []);

  return { copied, copy };
}
