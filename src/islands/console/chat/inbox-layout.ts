/**
 * Below this width the inbox's panes take turns (the list, or one conversation filling the
 * screen) instead of standing side by side; inbox.css folds at the same width.
 */
export const NARROW_SCREEN = '(max-width: 900px)';
