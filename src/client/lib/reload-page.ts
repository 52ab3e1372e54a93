/** Its own module so that tests can replace the reload, which jsdom cannot perform. */
export function reloadPage(): void {
  window.location.reload();
}
