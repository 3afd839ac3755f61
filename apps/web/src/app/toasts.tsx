import { useToastLayer } from '../shared/notify/notify.ts';

/** The toast container, mounted once the first toast has loaded the toast layer. */
export function Toasts() {
  const layer = useToastLayer();
  return layer ? <layer.ToastsContainer /> : null;
}
