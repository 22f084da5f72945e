// A small history router: the app's pages are /app/... paths that match the deep links the API hands out.
import { type AnchorHTMLAttributes, useEffect, useState } from 'react';

const listeners = new Set<() => void>();

export function navigate(to: string) {
  window.history.pushState(null, '', to);
  for (const l of listeners) l();
}

export function usePath(): string {
  const [path, setPath] = useState(window.location.pathname);
  useEffect(() => {
    const update = () => setPath(window.location.pathname);
    listeners.add(update);
    window.addEventListener('popstate', update);
    return () => {
      listeners.delete(update);
      window.removeEventListener('popstate', update);
    };
  }, []);
  return path;
}

export function Link({
  href,
  children,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return (
    <a
      {...rest}
      href={href}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}

/** Matches `/app/quotes/:id` style patterns; returns the params or undefined. */
export function match(pattern: string, path: string): Record<string, string> | undefined {
  const p = pattern.split('/');
  const s = path.replace(/\/$/, '').split('/');
  if (p.length !== s.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < p.length; i++) {
    const part = p[i]!;
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(s[i]!);
    else if (part !== s[i]) return undefined;
  }
  return params;
}
