export const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Escapes every interpolated value: html`<p>${name}</p>`; a value made by html`` itself is kept. */
export class Html {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  const render = (value: unknown): string => {
    if (value instanceof Html) return value.text;
    if (Array.isArray(value)) return value.map(render).join('');
    if (value === null || value === undefined || value === false) return '';
    return escape(String(value));
  };
  return new Html(
    strings.reduce(
      (out, part, index) => out + part + (index < values.length ? render(values[index]) : ''),
      '',
    ),
  );
}

/** The card number field of both pages. */
export const cardField = (label: string, value: string): Html =>
  html`<label for="card">${label}</label>
    <input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required value="${value}" />`;

export const money = (cents: number, currency: string): string =>
  `${currency.toLowerCase() === 'aud' ? 'A$' : `${currency.toUpperCase()} `}${(cents / 100).toFixed(2)}`;

export const longDate = (seconds: number): string =>
  new Date(seconds * 1000).toLocaleDateString('en-AU', {
    timeZone: 'Australia/Sydney',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });

const STYLE = `*{box-sizing:border-box}body{font-family:system-ui,sans-serif;background:#f6f9fc;margin:0;color:#1a1f36}
main{max-width:30rem;margin:2rem auto;background:#fff;border-radius:.5rem;padding:1.5rem;box-shadow:0 1px 4px #0002}
.banner{background:#fff4ce;border:1px solid #e0b400;border-radius:.375rem;padding:.75rem;font-weight:600;margin-top:0}
h1{font-size:1.25rem}h2{font-size:1.05rem;margin-bottom:.25rem}.amount{font-size:1.75rem;font-weight:700;margin:.25rem 0}
label{display:block;font-weight:600;margin-top:.75rem}input{width:100%;font-size:1rem;padding:.55rem;border:1px solid #c4cdd5;border-radius:.375rem;margin-top:.25rem}
.row{display:flex;gap:.75rem}.row>div{flex:1}.muted{color:#556070}
.alert{background:#fde8e8;border:1px solid #e25950;border-radius:.375rem;padding:.6rem;color:#8a1c14}
.notice{background:#e6f6ec;border:1px solid #3a9e5f;border-radius:.375rem;padding:.6rem}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1rem}form.inline{display:inline}
button,.link-button{font-size:1rem;padding:.6rem 1.2rem;border-radius:.375rem;border:1px solid #635bff;cursor:pointer;text-decoration:none;display:inline-block}
.primary{background:#635bff;color:#fff}.secondary{background:#fff;color:#3d35d6}
section{border-top:1px solid #e3e8ee;margin-top:1rem;padding-top:.5rem}
@media (max-width:30rem){main{margin:0;border-radius:0;min-height:100vh}.actions>*{flex:1 1 100%;text-align:center}.actions button{width:100%}}`;

export function page(title: string, banner: string, body: Html): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title>
<style>${STYLE}</style></head><body><main>
<p class="banner" role="note">${escape(banner)}</p>${body.text}</main></body></html>`;
}
