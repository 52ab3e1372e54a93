/**
 * Loads the performance-measurement script once the page has loaded, so it never competes with the
 * first paint (SPEC.md section 7). In development it reports to the console; in production it sends
 * the five web vitals to the server's `POST /api/vitals` (DESIGN.md, Operating at scale). A failure
 * to load is only logged (SPEC.md section 8).
 */
export function startWebVitals(): void {
  const load = () => {
    // The reporting code comes with the script: nothing of it is in the first load.
    import('./web-vitals-report')
      .then(({ reportWebVitals }) => reportWebVitals())
      .catch((error: unknown) => {
        console.warn('The performance-measurement script could not be loaded.', error);
      });
  };
  if (document.readyState === 'complete') load();
  else window.addEventListener('load', load, { once: true });
}
