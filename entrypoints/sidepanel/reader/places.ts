import type { HeadingInfo } from './jump';

/** A place in the Reader: a file, and where in it (a heading, a line, or its top). */
export interface Place {
  file: string;
  heading?: string;
  line?: number;
}

/** The Reader's back/forward history: the places visited and which one is shown. */
export interface Places {
  list: Place[];
  at: number;
}

export const NO_PLACES: Places = { list: [], at: -1 };
const same = (a: Place | undefined, b: Place) => !!a && a.file === b.file && a.heading === b.heading && a.line === b.line;

/** History after visiting `place`: forward places are dropped, a repeat of the current place is not added. */
export function visit(places: Places, place: Place): Places {
  if (same(places.list[places.at], place)) return places;
  const list = [...places.list.slice(0, places.at + 1), place].slice(-50);
  return { list, at: list.length - 1 };
}

/** History moved one step back (-1) or forward (+1), when there is a place there. */
export function step(places: Places, by: -1 | 1): Places {
  const at = places.at + by;
  return at >= 0 && at < places.list.length ? { ...places, at } : places;
}

/**
 * The citation for a place, in the form answers cite (`file § heading`): the place's heading,
 * else the last heading at or before its line, else the file alone.
 */
export function citationOf(place: Place, headings: readonly HeadingInfo[]): string {
  const heading = place.heading ?? (place.line !== undefined ? headings.filter((h) => h.line <= place.line!).at(-1)?.heading : undefined);
  return heading ? `${place.file} § ${heading}` : place.file;
}
