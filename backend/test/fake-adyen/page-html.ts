const escapes: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => escapes[char]!);

/**
 * A hosted page of the fake: plain HTML and a form that works without JavaScript (no script at
 * all, so any content security policy allows it), readable on a phone.
 */
export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} – Fake Adyen</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 28rem; margin: 2rem auto; padding: 0 1rem; }
button { font-size: 1rem; padding: 0.6rem 1.2rem; margin: 0.3rem 0.3rem 0 0; }
input { font-size: 1rem; padding: 0.4rem; }
.note { color: #555; font-size: 0.9rem; }
</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
${body}
<p class="note">Fake Adyen test environment: no money moves.</p>
</body>
</html>`;
}
