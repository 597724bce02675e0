/** The last path segments of the page, decoded: the route's parameters ('_' is the built shell). */
export function pathParams(count: number): string[] {
  const segments = window.location.pathname.split('/').filter(Boolean).slice(-count);
  return segments.map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  });
}
