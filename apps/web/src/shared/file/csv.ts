/** Hands text to the browser as a download named `filename`. */
export function downloadText(filename: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** Hands CSV text to the browser as a download named `filename`, with a BOM so spreadsheets read UTF-8. */
export function downloadCsv(filename: string, text: string): void {
  downloadText(filename, `\uFEFF${text}`, 'text/csv;charset=utf-8');
}
