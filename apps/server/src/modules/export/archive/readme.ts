/** The README.md inside every archive: what each file is, so the data outlives Marshlog. */
export const ARCHIVE_README = `# Marshlog archive

Everything you own in Marshlog, as it was stored when this archive was prepared.

## Files

- \`marshlog.json\`: one JSON object with these lists, each item with every stored field
  (camelCase names, timestamps in ISO 8601 UTC, coordinates in WGS84 degrees):
  - \`hunts\`: your hunts, each with its \`birds\` (species, gender, harvest time, notes).
  - \`locations\`: your saved places (name, type, description, access notes, latitude,
    longitude, privacy level).
  - \`reports\`: your field reports.
  - \`photos\`: your photos' details; \`file\` names the image in \`photos/\`.
  Also \`format\` ("marshlog-archive"), \`version\` (1) and \`exported_at\`.
- \`photos/<id>.<ext>\`: the original of each photo you uploaded, as stored: re-encoded at
  upload, so it carries no camera metadata (no EXIF, no GPS position).

## Using it elsewhere

Locations and hunts carry \`latitude\` and \`longitude\`; the Export card also writes GPX, KML,
GeoJSON and CSV files that map apps and spreadsheets read directly.
`;
