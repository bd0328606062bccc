const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export type MailContent = {
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer: string[];
};

/** One plain, accessible layout for every e-mail: an HTML part and an equivalent text part. */
export function renderMail(content: MailContent): { html: string; text: string } {
  const paragraphs = content.paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#1f3a5f;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(content.action.url)}</p>`
    : '';
  const footer = content.footer.map((p) => `<p style="margin:0 0 8px;color:#555">${escapeHtml(p)}</p>`).join('');
  const html = `<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><title>Afscheid</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a;background:#f5f5f4;margin:0;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:32px;border-radius:8px">
<p style="margin:0 0 16px">${escapeHtml(content.greeting)}</p>${paragraphs}${button}${footer}
</div></body></html>`;
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...content.footer,
  ].join('\n');
  return { html, text };
}
