// Temporary switches for bench/search-variants.ts (issue 14, round 3); removed once choices are made.
export const EXPERIMENT: Record<string, number | string | boolean> = {};
