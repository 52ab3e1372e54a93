import type { Page } from '@playwright/test';

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Starts timing in the page: from the next click's dispatch until just after the frame that first
 * shows `text` inside `selector` is painted (a message posted from requestAnimationFrame runs once
 * that frame has been handed to the compositor). Await it after the click.
 */
export function clickToText(page: Page, selector: string, text: string): Promise<number> {
  return page.evaluate(
    ([within, wanted]) =>
      new Promise<number>((done) => {
        let start = 0;
        document.addEventListener('click', (e) => void (start = e.timeStamp), { capture: true, once: true });
        const region = document.querySelector(within ?? '');
        const check = () => {
          if (start === 0 || !region?.textContent?.includes(wanted ?? '')) return false;
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => done(performance.now() - start);
            channel.port2.postMessage(null);
          });
          return true;
        };
        const observer = new MutationObserver(() => check() && observer.disconnect());
        if (region) observer.observe(region, { childList: true, subtree: true, characterData: true });
      }),
    [selector, text],
  );
}
