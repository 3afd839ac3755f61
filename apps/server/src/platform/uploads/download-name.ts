/** How long an uploaded file's name may be kept: it is only ever offered back as a download name. */
const NAME_MAX = 200;

/**
 * An uploaded file's name as it is kept and offered back for download: without folders or control
 * characters, and `fallback` when nothing is left. The name is a label, never a path or a type.
 */
export function downloadName(name: string, fallback: string): string {
  const base = name
    .split(/[\\/]/)
    .pop()!
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  return (base || fallback).slice(0, NAME_MAX);
}
