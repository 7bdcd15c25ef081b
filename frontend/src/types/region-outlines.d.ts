// The route map's country outlines, cropped at build time (scripts/region-outlines.ts).
declare module 'virtual:region-outlines' {
  import type { GeometryCollection, Topology } from 'topojson-specification';

  const outlines: Topology<{ countries: GeometryCollection }>;
  export default outlines;
}
