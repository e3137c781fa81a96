/**
 * The path and query of a request, read from its request line without ever throwing. The target
 * of an ordinary request starts with one "/"; anything else is not ours to serve: absolute-form,
 * `*`, and targets starting with "//", which `new URL(target, base)` reads as an authority
 * (`//:99999/` made it throw, and the host answered 500 with a crash line per request).
 */
export interface RequestTarget {
  path: string;
  query: URLSearchParams;
}

export function readRequestTarget(raw: string | undefined): RequestTarget | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//')) return null;
  try {
    const url = new URL(`http://request.invalid${raw}`);
    return { path: url.pathname, query: url.searchParams };
  } catch {
    return null;
  }
}
