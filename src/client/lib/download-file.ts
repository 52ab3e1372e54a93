/** Saves text as a file through the browser's download (nothing leaves the machine). */
export function downloadFile(name: string, text: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started; revoking later keeps slow browsers safe.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Asks the person for one file (the browser's file chooser) and hands it on; a cancel does nothing. */
export function chooseFile(accept: string, onChosen: (file: File) => void): void {
  const input = document.createElement('input');
  input.type = 'file';
  input.accept = accept;
  input.hidden = true;
  input.addEventListener('change', () => {
    const file = input.files?.[0];
    input.remove();
    if (file) onChosen(file);
  });
  input.addEventListener('cancel', () => input.remove());
  document.body.append(input);
  input.click();
}
