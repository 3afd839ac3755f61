import { useComputedColorScheme } from '@mantine/core';
import { useCallback, useRef, useState } from 'react';

/**
 * An operator's message (spec 3 §2, §9): its HTML — sanitized by the server when stored — in a
 * frame of its own with the sandbox's restrictions: no scripts, forms, plugins or top navigation,
 * links opened in a new tab. The same origin is kept only so the page can size the frame to its
 * text; without 'allow-scripts' nothing inside can use it. Font 9pt.
 */
export function MessageFrame({ html, title }: { html: string; title: string }) {
  const scheme = useComputedColorScheme('light');
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(60);
  // The frame's document takes the page's scheme: with another one Chromium paints it an opaque canvas.
  const colors = scheme === 'dark' ? 'color:#dee2e6' : 'color:#212529';
  const link = scheme === 'dark' ? '#74c0fc' : '#1864ab';
  const doc = `<!doctype html><html><head><meta charset="utf-8"><base target="_blank"><meta name="color-scheme" content="${scheme}"><style>:root{color-scheme:${scheme}}html,body{margin:0;padding:0;background:transparent}body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;font-size:9pt;line-height:1.5;${colors};overflow-wrap:anywhere}a{color:${link}}p{margin:0 0 .6em}ul,ol{margin:0 0 .6em;padding-left:1.4em}blockquote{margin:0 0 .6em;padding-left:.8em;border-left:3px solid #adb5bd}pre{white-space:pre-wrap}</style></head><body>${html}</body></html>`;
  const fit = useCallback(() => {
    const body = frame.current?.contentDocument?.body;
    if (body) setHeight(Math.max(24, Math.ceil(body.scrollHeight) + 4));
  }, []);
  return (
    <iframe
      ref={frame}
      title={title}
      srcDoc={doc}
      sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"
      onLoad={fit}
      style={{ display: 'block', width: '100%', height, border: 0, colorScheme: scheme }}
      data-testid="operator-message-frame"
    />
  );
}
