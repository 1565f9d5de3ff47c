/** The offline page's document: the brand, a heading, one sentence and a way to try again. No script. */
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function offlinePageHtml({ language, brand, title, body, retry }: { language: string; brand: string; title: string; body: string; retry: string }): string {
  return `<!doctype html>
<html lang="${escape(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)} · ${escape(brand)}</title>
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f7f3ee; color: #15120f; font: 1rem/1.5 system-ui, sans-serif; }
  main { max-width: 32rem; padding: 2rem 1.5rem; text-align: center; }
  .brand { font: 1.25rem/1 Georgia, serif; letter-spacing: 0.2em; text-transform: uppercase; margin: 0 0 2.5rem; }
  h1 { font: 2rem/1.2 Georgia, serif; margin: 0 0 1rem; }
  a { display: inline-block; margin-top: 1.5rem; padding: 0.75rem 1.75rem; background: #15120f; color: #fff; text-decoration: none; }
  a:focus-visible { outline: 2px solid #15120f; outline-offset: 3px; }
</style>
</head>
<body>
<main>
<p class="brand">${escape(brand)}</p>
<h1>${escape(title)}</h1>
<p>${escape(body)}</p>
<a href="">${escape(retry)}</a>
</main>
</body>
</html>
`;
}
