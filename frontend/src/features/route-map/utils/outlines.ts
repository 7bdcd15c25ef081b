import type { Feature, MultiLineString } from 'geojson';
import { feature, mesh } from 'topojson-client';
import outlines from 'virtual:region-outlines';

/** UKRAINE is Ukraine's ISO 3166 numeric code, the id Natural Earth gives its outline. */
const UKRAINE = '804';

const countries = feature(outlines, outlines.objects.countries).features;

/** neighbours are the outlines of the countries around Ukraine (decoded once, when the map's chunk loads). */
export const neighbours: Feature[] = countries.filter((c) => c.id !== UKRAINE);

/** ukraine is Ukraine's outline, Crimea included. */
export const ukraine: Feature[] = countries.filter((c) => c.id === UKRAINE);

/** borders are the lines between two countries, drawn once each (not the coasts). */
export const borders: MultiLineString = mesh(outlines, outlines.objects.countries, (a, b) => a !== b);
