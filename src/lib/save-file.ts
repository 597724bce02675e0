/**
 * Hands a downloaded file to the browser's own download (the Save dialog or the Downloads
 * folder), under the name the server gave it. The object URL is let go once the click has
 * been handled.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
