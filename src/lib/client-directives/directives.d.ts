// Types of the project's own client directives (scripts/astro-after-load-directive.mjs).
declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate once the page has loaded and the browser is idle. */
    'client:afterload'?: boolean;
  }
}

export {};
