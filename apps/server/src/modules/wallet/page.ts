/**
 * The demo payment gateway's page: plain HTML, no script (the server's CSP allows none), a form the player
 * answers with a method, an amount (deposits) and an outcome: confirm, fail, cancel or leave pending.
 * Labelled controls and a live error message, usable by keyboard and screen reader.
 */
import { currencyOf } from '@betline/core';
import type { payment } from './tables';

type PaymentRow = typeof payment.$inferSelect;

interface MethodView {
  id: string;
  name: string;
  deposit: { min: number; max: number };
  withdrawal: { min: number; max: number };
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function major(minor: number, decimals: number): string {
  return (minor / 10 ** decimals).toFixed(decimals);
}

/** What the page says of a payment that is no longer pending (nothing can be confirmed any more). */
const DONE_TEXT: Partial<Record<PaymentRow['status'], string>> = {
  success: 'This payment is already complete.',
  fail: 'This payment failed and can no longer be confirmed.',
  cancel: 'This payment was cancelled and can no longer be confirmed.',
};

export function renderGatewayPage(
  row: PaymentRow,
  sig: string,
  methods: readonly MethodView[],
  error?: string,
): string {
  const currency = currencyOf(row.currencyId);
  const decimals = currency.decimals;
  const code = currency.iso;
  const deposit = row.direction === 'deposit';
  const title = deposit ? 'Deposit' : 'Withdrawal';
  const done = row.status !== 'pending';
  const options = methods
    .map((m) => {
      const limits = deposit ? m.deposit : m.withdrawal;
      const label = `${m.name} (${major(limits.min, decimals)} – ${major(limits.max, decimals)} ${code})`;
      return `<option value="${escapeHtml(m.id)}"${m.id === row.method ? ' selected' : ''}>${escapeHtml(label)}</option>`;
    })
    .join('');
  const editable = deposit && !done;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Betline Pay – ${title} #${row.id}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#111;background:#fff}
h1{font-size:1.5rem}label{display:block;margin:.75rem 0 .25rem;font-weight:600}
select,input{font:inherit;padding:.5rem;width:100%;box-sizing:border-box}
.actions{display:flex;flex-wrap:wrap;gap:.5rem;margin-top:1rem}
button{font:inherit;padding:.5rem 1rem;cursor:pointer}
button:focus-visible,select:focus-visible,input:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.error{color:#9b1c1c;border:1px solid #9b1c1c;padding:.5rem}
</style>
</head>
<body>
<main>
<h1>Betline Pay (demo gateway)</h1>
<p>${title} #${row.id}: <strong>${major(row.amount, decimals)} ${code}</strong> — status <strong>${escapeHtml(row.status)}</strong></p>
<div role="alert" aria-live="assertive">${error ? `<p class="error">${escapeHtml(error)}</p>` : ''}</div>
${
  done
    ? `<p>${DONE_TEXT[row.status] ?? DONE_TEXT.success}</p>`
    : `<form method="post" action="/web-api/wallet/gateway/${row.id}">
<input type="hidden" name="sig" value="${escapeHtml(sig)}">
<label for="method">Payment method</label>
<select id="method" name="method"${editable ? '' : ' disabled'}>${options}</select>
<label for="amount">Amount (${code})</label>
<input id="amount" name="amount" inputmode="decimal" autocomplete="off" value="${major(row.amount, decimals)}"${editable ? '' : ' readonly'}>
<div class="actions">
<button type="submit" name="outcome" value="success">Confirm payment</button>
<button type="submit" name="outcome" value="fail">Simulate failure</button>
<button type="submit" name="outcome" value="cancel">Cancel</button>
<button type="submit" name="outcome" value="pending">Leave pending</button>
</div>
</form>`
}
</main>
</body>
</html>
`;
}
