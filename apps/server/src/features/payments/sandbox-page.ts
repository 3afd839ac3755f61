import { formatMoney, type Currency } from '@sportello/domain';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The sandbox provider's checkout page (DESIGN §3): what a real provider's page would show —
 * who is paid, the amount — and the three outcomes to try. Plain HTML, no script, posting to
 * the sandbox, which answers with the signed return.
 */
export function sandboxCheckoutHtml(input: {
  token: string;
  amount: number;
  currency: Currency;
  description: string;
  merchant: string;
}): string {
  const amount = formatMoney(input.amount, input.currency, 'it');
  const action = `/api/payments/sandbox/${encodeURIComponent(input.token)}`;
  const button = (outcome: string, label: string, color: string) =>
    `<button type="submit" name="outcome" value="${outcome}" style="padding:.7rem 1.2rem;border-radius:6px;border:1px solid ${color};background:${outcome === 'pay' ? color : '#fff'};color:${outcome === 'pay' ? '#fff' : color};font-size:1rem;cursor:pointer">${label}</button>`;
  return `<!doctype html>
<html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Sandbox checkout</title></head>
<body style="font-family:system-ui,sans-serif;background:#f3f4f6;color:#111;margin:0;padding:2rem 1rem">
<main style="max-width:28rem;margin:0 auto;background:#fff;border-radius:10px;padding:1.5rem;box-shadow:0 1px 4px rgba(0,0,0,.15)">
<p style="margin:0;color:#555;font-size:.85rem">Sandbox — nessun addebito reale / no real charge</p>
<h1 style="font-size:1.3rem;margin:.5rem 0 1rem">${escape(input.merchant)}</h1>
<p style="margin:0 0 .25rem">${escape(input.description)}</p>
<p data-testid="sandbox-amount" style="font-size:2rem;font-weight:700;margin:.25rem 0 1.5rem">${escape(amount)}</p>
<form method="post" action="${escape(action)}" style="display:flex;gap:.5rem;flex-wrap:wrap">
${button('pay', 'Paga', '#1a7f37')}
${button('cancel', 'Annulla', '#444444')}
${button('refuse', 'Rifiuta', '#b42318')}
</form>
</main></body></html>`;
}
