/**
 * Shows a start-up failure without React (spec 000 §8): the root element is missing, or React
 * itself could not render. Built with DOM calls so it works when nothing else does.
 */
export function showStartupError(message: string, detail?: string): void {
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.style.cssText =
    'max-width:32rem;margin:3rem auto;padding:1.5rem;border:2px solid #b91c1c;border-radius:0.875rem;' +
    'background:#fff;color:#0f172a;font:16px/1.5 system-ui,sans-serif';

  const title = document.createElement('h1');
  title.textContent = 'SiteDockets could not start';
  title.style.cssText = 'margin:0 0 0.5rem;font-size:1.25rem';
  const text = document.createElement('p');
  text.textContent = message;
  text.style.margin = '0';
  box.append(title, text);

  if (detail) {
    const pre = document.createElement('pre');
    pre.textContent = detail;
    pre.style.cssText = 'margin:1rem 0 0;white-space:pre-wrap;font-size:0.75rem;color:#475569';
    box.append(pre);
  }
  const root = document.getElementById('root');
  if (root) root.replaceChildren(box);
  else document.body.prepend(box);
}
