// Types of the project's own client directives (scripts/astro-client-directives.mjs).
declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate once the page has loaded and the browser is idle. */
    'client:afterload'?: boolean;
    /** Hydrate once the page has loaded and the reader touches, scrolls, types or reaches the island's end. */
    'client:engaged'?: boolean;
  }
}

export {};
