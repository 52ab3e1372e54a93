/** A download's progress on the terminal: a bar redrawn in place on a TTY, else a line every tenth. */
export function terminalProgress(label: string, output: NodeJS.WriteStream = process.stderr): { update(done: number, total: number): void; end(): void } {
  let lastTenth = -1;
  let lastDraw = 0;
  const mb = (n: number) => (n / 1_000_000).toFixed(0);
  return {
    update(done, total) {
      if (!Number.isFinite(total) || total <= 0) return;
      const fraction = Math.min(1, done / total);
      if (output.isTTY) {
        const now = Date.now();
        if (now - lastDraw < 100 && fraction < 1) return;
        lastDraw = now;
        const width = 30;
        const filled = Math.round(fraction * width);
        output.write(`\r${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${Math.floor(fraction * 100)}% ${mb(done)} of ${mb(total)} MB`);
        return;
      }
      const tenth = Math.floor(fraction * 10);
      if (tenth === lastTenth) return;
      lastTenth = tenth;
      output.write(`${label}: ${tenth * 10}% (${mb(done)} of ${mb(total)} MB)\n`);
    },
    end() {
      if (output.isTTY) output.write('\n');
    },
  };
}
