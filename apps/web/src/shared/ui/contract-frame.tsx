import { useComputedColorScheme } from '@mantine/core';
import classes from './contract-frame.module.css';

/** The contract's HTML as a document of its own: a frame with every sandbox restriction (no scripts, no forms, no same origin). */
export function ContractFrame({ title, html }: { title: string; html: string }) {
  const scheme = useComputedColorScheme('light');
  const colors = scheme === 'dark' ? 'color:#dee2e6;background:#1f1f1f' : 'color:#212529;background:#ffffff';
  const doc = `<!doctype html><html><head><meta charset="utf-8"><style>body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;font-size:14px;line-height:1.55;margin:16px;${colors}}a{color:${scheme === 'dark' ? '#74c0fc' : '#1864ab'}}h1,h2,h3{line-height:1.25}</style></head><body>${html}</body></html>`;
  return <iframe className={classes.frame} title={title} srcDoc={doc} sandbox="" data-testid="terms-frame" />;
}
